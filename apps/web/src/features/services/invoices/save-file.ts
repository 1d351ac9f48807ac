import type { InvoiceFile } from '@campus/domain/invoice';

/** How long the object URL outlives the click: the browser reads it after the click handler returns. */
const OBJECT_URL_LIFETIME_MS = 10_000;

/** The file's bytes, typed as the server says, as a Blob. */
export function fileBlob(file: Pick<InvoiceFile, 'base64' | 'mime'>): Blob {
  const binary = atob(file.base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: file.mime || 'application/octet-stream' });
}

/** A real download (§2.7): the browser saves the file under its name, as a link with `download` would. */
export function saveFile(file: InvoiceFile): void {
  const url = URL.createObjectURL(fileBlob(file));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, OBJECT_URL_LIFETIME_MS);
}
