import type {
  IdentityQrPublicKey,
  IdentityQrVerification,
  SignedIdentityQr,
} from '@campus/domain/identity-qr';
import { WpHttpError } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import type { QrSigner } from '../identity-qr/qr-signer.ts';
import { signedQrOf } from '../services/identity-qr.ts';

/**
 * Identity QR codes (spec §2.13, docs/decisions/013-signed-identity-qr-codes.md): the signed-in person's
 * short-lived signed payload, and for campus readers the check of a scanned one and the public key.
 */
export const identityQrRoutes: FastifyPluginCallbackTypebox<{ signer: QrSigner }> = (
  app,
  { signer },
  done,
) => {
  // Readers fetch it once to check payloads offline; a public key is public.
  app.route({
    ...endpointRoute('GET /portal/v1/identity-qr/public-key'),
    handler: (): Promise<IdentityQrPublicKey> => Promise.resolve(signer.publicKey),
  });

  // Called by a door or sports-centre reader, not by a signed-in person. It answers nothing the public key
  // would not tell.
  app.route({
    ...endpointRoute('POST /portal/v1/identity-qr/verify'),
    handler: (request, reply): Promise<IdentityQrVerification> => {
      reply.header('cache-control', 'no-store');
      return Promise.resolve(signer.verify(request.body.payload));
    },
  });

  app.route({
    ...endpointRoute('GET /portal/v1/identity-qr/{kind}'),
    handler: async (request, reply): Promise<SignedIdentityQr> => {
      // Each answer is a fresh, short-lived signature: no cache may hand it out again.
      reply.header('cache-control', 'no-store');
      const signed = await signedQrOf(app.db, signer, signedInUser(request).id, request.params.kind);
      if (signed === null) throw new WpHttpError(404, 'rest_qrcode_not_found', 'No QR code of this kind.');
      return signed;
    },
  });
  done();
};
