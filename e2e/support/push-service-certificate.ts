import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import selfsigned from 'selfsigned';

export interface Certificate {
  key: string;
  cert: string;
  /** The PEM file the portal server trusts (NODE_EXTRA_CA_CERTS): web-push only speaks HTTPS. */
  certFile: string;
}

/**
 * The local fake push service's certificate, made once per data directory and shared by the config
 * (the server's NODE_EXTRA_CA_CERTS) and the test workers (the service itself), which load it separately.
 */
export function pushServiceCertificate(dir: string): Certificate {
  const keyFile = join(dir, 'push-service.key');
  const certFile = join(dir, 'push-service.crt');
  if (!existsSync(certFile) || !existsSync(keyFile)) {
    mkdirSync(dir, { recursive: true });
    const pems = selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
      days: 3650,
      keySize: 2048,
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
    });
    writeFileSync(keyFile, pems.private);
    writeFileSync(certFile, pems.cert);
  }
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}
