import { useFirstPaintTranslation } from '../../lib/i18n/use-first-paint-translation.ts';
import type { Language } from '@campus/domain/locale';
import { formatLongDate, timeDifference } from '../../lib/dates/format-date.ts';

interface AuthorBlockProps {
  name: string;
  image: string | null;
  date: Date;
  language: Language;
  now?: Date;
}

/** §3 news view: the author (image and name: the house or the service), the date and the time difference. */
export function AuthorBlock({ name, image, date, language, now = new Date() }: AuthorBlockProps) {
  const { t } = useFirstPaintTranslation();
  return (
    <div className="author-block">
      {image === null ? (
        <span className="author-block__initial" aria-hidden="true">
          {name.charAt(0)}
        </span>
      ) : (
        <img
          className="author-block__image"
          src={image}
          alt=""
          width={40}
          height={40}
          onError={(event) => {
            event.currentTarget.alt = t('common:imageLoadFailed');
          }}
        />
      )}
      <div className="author-block__text">
        <span className="author-block__name">{name}</span>
        <span className="author-block__date">
          <time dateTime={date.toISOString()}>{formatLongDate(date, language)}</time>
          {' · '}
          {timeDifference(date, now, language)}
        </span>
      </div>
    </div>
  );
}
