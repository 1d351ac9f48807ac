import type { PortalConfig } from '@campus/domain/portal-config';
import { useTranslation } from 'react-i18next';

/**
 * Store badges drawn in HTML and inline SVG: no downloaded artwork, readable in both languages. The visible
 * text is the link's name (a caption ending in a space where the language puts one), so what a voice-control
 * user reads is what they can say.
 */
export function StoreBadges({ links }: { links: PortalConfig['storeLinks'] }) {
  const { t } = useTranslation();
  return (
    <section className="store-badges" aria-labelledby="store-badges-title">
      <h2 id="store-badges-title" className="store-badges__title">
        {t('auth:landing.storesTitle')}
      </h2>
      <ul className="store-badges__list">
        <li>
          <a className="store-badge" href={links.ios}>
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8-.7 0-1.8-.8-3-.8-1.6 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.2.8 1.1 1.7 2.3 2.9 2.3 1.1 0 1.6-.7 3-.7s1.8.7 3 .7c1.2 0 2-1.1 2.8-2.2.9-1.3 1.2-2.5 1.3-2.6-.1 0-2.5-.9-2.5-3.7zM14.2 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.6 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.6-1.3z"
              />
            </svg>
            <span className="store-badge__text">
              <span className="store-badge__caption">{t('auth:landing.appStore.caption')}</span>
              <span className="store-badge__name">{t('auth:landing.appStore.name')}</span>
            </span>
          </a>
        </li>
        <li>
          <a className="store-badge" href={links.android}>
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
              <path fill="#34a853" d="M4 2.8 13.6 12 4 21.2c-.4-.2-.6-.6-.6-1.1V3.9c0-.5.2-.9.6-1.1z" />
              <path fill="#fbbc04" d="m16.8 8.9 3.3 1.9c.9.5.9 1.9 0 2.4l-3.3 1.9-3.2-3.1z" />
              <path fill="#ea4335" d="M4 21.2 13.6 12l3.2 3.1-11.3 6.5c-.5.3-1 .2-1.5-.4z" />
              <path fill="#4285f4" d="M4 2.8c.5-.6 1-.7 1.5-.4l11.3 6.5-3.2 3.1z" />
            </svg>
            <span className="store-badge__text">
              <span className="store-badge__caption">{t('auth:landing.googlePlay.caption')}</span>
              <span className="store-badge__name">{t('auth:landing.googlePlay.name')}</span>
            </span>
          </a>
        </li>
      </ul>
    </section>
  );
}
