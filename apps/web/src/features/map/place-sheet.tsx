import type { Place } from '@campus/domain/place';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../../lib/sanitise/rich-html.tsx';
import { ContentImage } from '../../ui/content-image.tsx';

/** tel: wants the digits (and a leading +) only: '+33 1 44 16 64 00' → 'tel:+33144166400'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The detail sheet of a selected place (spec §2.8): title, house image, reception hours, phone (a tel:
 * link), access text and an Itinerary link. It takes the focus when it opens, so a keyboard user lands on
 * what they opened (without scrolling the page: it sits over the map), and Close gives the map back.
 */
export function PlaceSheet({ place, onClose }: { place: Place; onClose: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [place.id]);
  const { acf } = place;
  return (
    <section className="place-sheet" aria-labelledby="place-sheet-title">
      <div className="map-panel__header">
        <h2 id="place-sheet-title" className="map-panel__title" ref={heading} tabIndex={-1}>
          {place.title.rendered}
        </h2>
        <button type="button" className="button button--quiet map-panel__close" onClick={onClose}>
          {t('common:close')}
        </button>
      </div>
      {acf.place_house_img !== false && acf.place_house_img !== '' && (
        <ContentImage key={acf.place_house_img} className="place-sheet__image" src={acf.place_house_img} />
      )}
      {acf.place_hours.trim() !== '' && (
        <div className="place-sheet__block">
          <h3>{t('map:hours')}</h3>
          <RichHtml html={acf.place_hours} />
        </div>
      )}
      {acf.place_phone.trim() !== '' && (
        <p className="place-sheet__block">
          <a href={telHref(acf.place_phone)} aria-label={t('map:call', { phone: acf.place_phone })}>
            {acf.place_phone}
          </a>
        </p>
      )}
      {acf.place_access.trim() !== '' && (
        <div className="place-sheet__block">
          <h3>{t('map:access')}</h3>
          <RichHtml html={acf.place_access} />
        </div>
      )}
      {/^https?:\/\//.test(acf.place_access_link) && (
        <a
          className="button button--primary"
          href={acf.place_access_link}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('map:itinerary')}
          <span className="visually-hidden">{t('map:opensInNewTab')}</span>
        </a>
      )}
    </section>
  );
}
