/** How long the object URL outlives the click: the browser reads it after the click handler returns. */
const OBJECT_URL_LIFETIME_MS = 10_000;

/** A real download: the browser saves the bytes under the file name, as a link with `download` would. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, OBJECT_URL_LIFETIME_MS);
}
