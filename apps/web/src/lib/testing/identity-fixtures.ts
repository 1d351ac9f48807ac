import type { IdentityQrKind, SignedIdentityQr } from '@campus/domain/identity-qr';
import { signedQrMessage, signedQrPayload } from '@campus/domain/identity-qr';
import { HttpResponse } from 'msw';
import { endpointHandler } from './endpoint-handler.ts';
import { testCampus } from './test-campus.ts';

/** A signature of the right form; only the portal server's own tests check real ones. */
const TEST_SIGNATURE = 'A'.repeat(86);
export const TEST_QR_LIFETIME_MS = 300_000;

/** What GET /portal/v1/identity-qr/{kind} answers for a url at `nowMs`. */
export function testSignedQr(url: string, kind: IdentityQrKind, nowMs = Date.now()): SignedIdentityQr {
  const expiresAtSeconds = Math.ceil(nowMs / 1000) + TEST_QR_LIFETIME_MS / 1000;
  return {
    payload: signedQrPayload(signedQrMessage(url, kind, expiresAtSeconds), TEST_SIGNATURE),
    issued_at: new Date(expiresAtSeconds * 1000 - TEST_QR_LIFETIME_MS).toISOString(),
    expires_at: new Date(expiresAtSeconds * 1000).toISOString(),
  };
}

/** The identity QR endpoint: the signed-in person's url of that kind, or 404 when it is empty (ADR 013). */
export function identityQrHandlers() {
  return [
    endpointHandler('GET /portal/v1/identity-qr/{kind}', ({ request, params }) => {
      const { pathname, searchParams } = new URL(request.url);
      testCampus.requests.push({
        method: 'GET',
        path: pathname.replace(/^\/wp-json/, ''),
        search: searchParams,
        body: null,
      });
      const kind = params.kind === 'sport' ? 'sport' : 'identification';
      const url = testCampus.me.qrcode[kind].url;
      if (url === '') {
        return HttpResponse.json(
          { code: 'rest_qrcode_not_found', message: 'No QR code of this kind.', data: { status: 404 } },
          { status: 404 },
        );
      }
      return HttpResponse.json(testSignedQr(url, kind));
    }),
  ];
}
