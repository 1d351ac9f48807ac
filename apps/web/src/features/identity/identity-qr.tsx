import { QR_CODE_SIZE } from '@campus/domain/constants';
import type { IdentityQrKind } from '@campus/domain/identity-qr';
import type { User } from '@campus/domain/user';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { webPlatform } from '../../lib/platform.ts';
import { useScreenHeldForReader } from '../../lib/platform/use-screen-held-for-reader.ts';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { isSignedQrLive, useSignedQr } from './api/get-signed-qr.ts';

/**
 * Spec §2.13: one QR code, 176 px, with the last name in capitals and the first name. It draws the payload
 * the server signed (ADR 013) as SVG, so it stays sharp at any zoom, and redraws it before it expires.
 */
export function IdentityQr({ user, kind }: { user: User; kind: IdentityQrKind }) {
  const { t, i18n } = useTranslation();
  const qr = useSignedQr(kind);
  // What the cache held when the tab opened may have expired since: the moment of opening judges it.
  const [openedAt] = useState(() => Date.now());
  const nameId = useId();
  useScreenHeldForReader();
  const name = (
    <p id={nameId} className="identity-qr__name">
      <span className="identity-qr__last-name">{user.last_name.toLocaleUpperCase(i18n.language)}</span>{' '}
      {user.first_name}
    </p>
  );

  if (qr.isError) {
    return (
      <RetryNotice
        message={t('identity:unavailable')}
        onRetry={() => {
          void qr.refetch();
        }}
      />
    );
  }
  // An expired code kept in the cache is never drawn: a reader would refuse it. Its refetch is under way.
  if (qr.isPending || !isSignedQrLive(qr.data, qr.dataUpdatedAt, openedAt)) {
    return (
      <p className="identity-qr__status" role="status">
        {t('identity:loading')}
      </p>
    );
  }
  return (
    <figure className="identity-qr" data-qr-kind={kind} aria-labelledby={nameId}>
      <div className="identity-qr__code">
        <QRCodeSVG
          value={qr.data.payload}
          size={QR_CODE_SIZE}
          level="L"
          role="img"
          aria-label={t(kind === 'sport' ? 'identity:qr.sportLabel' : 'identity:qr.identificationLabel')}
        />
      </div>
      <figcaption>{name}</figcaption>
      {!webPlatform.isNative() && <p className="identity-qr__hint">{t('identity:qr.brightnessHint')}</p>}
    </figure>
  );
}
