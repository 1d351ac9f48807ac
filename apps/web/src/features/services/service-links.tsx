import type { ServiceLink } from '@campus/domain/service';
import { useTranslation } from 'react-i18next';

/** Only web links leave a service screen: a CMS url with another scheme (javascript:…) is not shown. */
function webHref(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * A service's acf.links (§3): a PDF opens or downloads, labelled PDF; an external link opens in a new tab.
 * Both leave without giving the other site a handle on the portal's window (noopener).
 */
export function ServiceLinks({ links }: { links: readonly ServiceLink[] }) {
  const { t } = useTranslation();
  const shown = links.flatMap((link) => {
    const href = webHref(link.url);
    return href === null ? [] : [{ ...link, href }];
  });
  if (shown.length === 0) return null;
  return (
    <section aria-label={t('services:links')}>
      <ul className="wrapping-list">
        {shown.map((link, index) => (
          <li key={`${String(index)}-${link.href}`}>
            <a
              className="button button--quiet"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              type={link.acf_fc_layout === 'pdf' ? 'application/pdf' : undefined}
            >
              {link.acf_fc_layout === 'pdf' && (
                <span className="service-links__badge">{t('services:pdf')}</span>
              )}
              {link.name}
              <span className="visually-hidden"> {t('services:opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
