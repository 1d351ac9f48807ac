import type { InvoiceFile } from '@campus/domain/invoice';
import { saveBlob } from '../../../lib/save-file.ts';

/** The file's bytes, typed as the server says, as a Blob. */
export function fileBlob(file: Pick<InvoiceFile, 'base64' | 'mime'>): Blob {
  const binary = atob(file.base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: file.mime || 'application/octet-stream' });
}

/** A real download of an invoice (§2.7), under its file name. */
export function saveFile(file: InvoiceFile): void {
  saveBlob(fileBlob(file), file.filename);
}
