import { LOG_LEVELS } from '@campus/domain/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogEntries, useLogger } from '../../lib/debug/debug-context.tsx';
import { formatTime } from '../../lib/dates/format-date.ts';
import { useContentLanguage } from '../../lib/i18n/content-language.ts';

function detailText(detail: unknown): string {
  if (detail === undefined) return '';
  try {
    return JSON.stringify(detail);
  } catch {
    // Redacted details are plain data; only a BigInt could refuse to serialise. Nothing to show then.
    return '';
  }
}

/** Spec §2.2, §2.4: the log's ring buffer, newest first, with the level selector (stored, §4 "Other"). */
export function LogList() {
  const { t } = useTranslation();
  const log = useLogger();
  const language = useContentLanguage();
  const { entries, level } = useLogEntries();
  const levelId = useId();
  const headingId = useId();
  return (
    <section className="debug__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('debug:logs.list')}</h2>
      <label className="log-list__level" htmlFor={levelId}>
        {t('debug:logs.level')}{' '}
        <select
          id={levelId}
          value={level}
          onChange={(event) => {
            log.setLevel(Number(event.target.value));
          }}
        >
          {LOG_LEVELS.map((name, index) => (
            <option key={name} value={index}>
              {t(`debug:logs.levels.${name}`)}
            </option>
          ))}
        </select>
      </label>
      {entries.length === 0 ? (
        <p className="notice">{t('debug:logs.empty')}</p>
      ) : (
        <ol className="log-list" reversed>
          {entries.toReversed().map((entry) => (
            <li key={entry.id} className={`log-list__entry log-list__entry--${entry.level}`}>
              <time dateTime={entry.time.toISOString()}>{formatTime(entry.time, language)}</time>{' '}
              <span className="log-list__level-name">{t(`debug:logs.levels.${entry.level}`)}</span>{' '}
              <span className="log-list__message">{entry.message}</span>
              {entry.detail !== undefined && (
                <code className="log-list__detail">{detailText(entry.detail)}</code>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
