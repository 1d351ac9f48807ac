import { describe, expect, it } from 'vitest';
import { parseSignedQr, signedQrMessage, signedQrPayload } from './identity-qr.ts';

const SIGNATURE = 'x'.repeat(86);

describe('signed identity QR payload (ADR 013)', () => {
  it('appends kind and expiry to the url, with & when the url already has a query', () => {
    expect(signedQrMessage('https://campus.example/qr/a', 'sport', 1_900_000_000)).toBe(
      'https://campus.example/qr/a?qr_kind=sport&qr_exp=1900000000',
    );
    expect(signedQrMessage('https://campus.example/qr?id=a', 'identification', 5)).toBe(
      'https://campus.example/qr?id=a&qr_kind=identification&qr_exp=5',
    );
  });

  it('reads back exactly what was signed', () => {
    const message = signedQrMessage('https://campus.example/qr?id=a', 'identification', 5);
    expect(parseSignedQr(signedQrPayload(message, SIGNATURE))).toEqual({
      message,
      url: 'https://campus.example/qr?id=a',
      kind: 'identification',
      expiresAtSeconds: 5,
      signature: SIGNATURE,
    });
  });

  it('refuses a bare url, an unknown kind or a signature of the wrong length', () => {
    expect(parseSignedQr('https://campus.example/qr/a')).toBeNull();
    expect(
      parseSignedQr(`https://campus.example/qr/a?qr_kind=library&qr_exp=5&qr_sig=${SIGNATURE}`),
    ).toBeNull();
    expect(parseSignedQr('https://campus.example/qr/a?qr_kind=sport&qr_exp=5&qr_sig=short')).toBeNull();
  });
});
