import type { StaffContentType, StaffRevision, StaffRevisionSummary } from '@campus/domain/staff';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../lib/api/api-client-context.tsx';
import { getStaffItemRevision, useStaffItemRevisions } from './api/staff-item-revisions.ts';
import { versionDifferences, type FieldDifference } from './version-diff.ts';

const dateOf = (revision: StaffRevisionSummary) => revision.date.slice(0, 16).replace('T', ' ');

/**
 * The "Versions" panel of a saved item (issue #33: "every saved version kept with who and when, compare two
 * versions, restore one"): the versions newest first with "Show more", two ticked to compare their title,
 * summary and text word by word, and "Restore this version", which loads it into the editor as unsaved
 * changes (the editor then saves it as any change: a draft, or a change staged on a live item).
 * `saves` changes with every save of the item, so that the list is read again.
 */
export function ItemVersions({
  type,
  group,
  saves,
  onRestore,
}: {
  type: StaffContentType;
  group: string;
  saves: string;
  onRestore: (version: StaffRevision) => void;
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const titleId = useId();
  const query = useStaffItemRevisions(type, group, saves);
  const [ticked, setTicked] = useState<number[]>([]);
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const [failed, setFailed] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);
  const versions = query.data?.pages.flatMap((page) => page.items) ?? [];

  const tick = (id: number, on: boolean) => {
    setTicked((previous) => (on ? [...previous, id] : previous.filter((other) => other !== id)));
    setComparison(null);
  };
  const compare = async () => {
    const chosen = versions.filter((version) => ticked.includes(version.id));
    // Newest first in the list: the older of the two is the last.
    const [newer, older] = chosen;
    if (newer === undefined || older === undefined) return;
    try {
      const [olderVersion, newerVersion] = await Promise.all([
        getStaffItemRevision(api, type, group, older.id),
        getStaffItemRevision(api, type, group, newer.id),
      ]);
      setFailed(false);
      setComparison({
        older,
        newer,
        differences: await versionDifferences(olderVersion.content, newerVersion.content),
      });
    } catch {
      setFailed(true);
    }
  };
  const restore = async (version: StaffRevisionSummary) => {
    setRestoring(version.id);
    try {
      onRestore(await getStaffItemRevision(api, type, group, version.id));
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setRestoring(null);
    }
  };

  return (
    <section className="staff-versions" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('staff:versions.title')}</h2>
      {query.isError && <p role="alert">{t('staff:versions.loadFailed')}</p>}
      {versions.length > 0 && <p className="staff-field__hint">{t('staff:versions.compareHint')}</p>}
      <ol className="staff-versions__list">
        {versions.map((version) => {
          const who = version.author.display_name || version.author.username || t('staff:versions.unknown');
          const kind = t(`staff:versions.kind.${version.kind}`);
          const label = { date: dateOf(version), author: who, kind };
          return (
            <li key={version.id} className="staff-versions__entry">
              <label className="staff-versions__choice">
                <input
                  type="checkbox"
                  checked={ticked.includes(version.id)}
                  // Two at a time: a third is ticked once one of the two is unticked.
                  disabled={ticked.length >= 2 && !ticked.includes(version.id)}
                  onChange={(event) => {
                    tick(version.id, event.target.checked);
                  }}
                />
                {/* One text: Chromium drops the space between a text and an element in the name. */}
                <span>
                  {[
                    t('staff:versions.entry', label),
                    kind,
                    ...(version.live ? [t('staff:versions.live')] : []),
                    ...(version.staged ? [t('staff:versions.staged')] : []),
                  ].join(' · ')}
                </span>
              </label>
              <button
                type="button"
                className="button"
                aria-label={t('staff:versions.restoreNamed', label)}
                aria-disabled={restoring !== null}
                onClick={() => {
                  if (restoring === null) void restore(version);
                }}
              >
                {t('staff:versions.restore')}
              </button>
            </li>
          );
        })}
      </ol>
      <div className="staff-actions">
        {query.hasNextPage && (
          <button
            type="button"
            className="button"
            aria-disabled={query.isFetchingNextPage}
            onClick={() => {
              if (!query.isFetchingNextPage) void query.fetchNextPage();
            }}
          >
            {t('staff:versions.showMore')}
          </button>
        )}
        <button
          type="button"
          className="button"
          disabled={ticked.length !== 2}
          onClick={() => void compare()}
        >
          {t('staff:versions.compare')}
        </button>
      </div>
      {failed && <p role="alert">{t('staff:versions.readFailed')}</p>}
      {comparison !== null && <VersionComparison comparison={comparison} />}
    </section>
  );
}

interface Comparison {
  older: StaffRevisionSummary;
  newer: StaffRevisionSummary;
  differences: FieldDifference[];
}

/** The fields that differ, older to newer; focused when shown, as the result of Compare. */
function VersionComparison({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    heading.current?.focus();
  }, [comparison]);
  return (
    <div className="staff-versions__comparison">
      <h3 ref={heading} tabIndex={-1}>
        {t('staff:versions.comparing', {
          older: dateOf(comparison.older),
          newer: dateOf(comparison.newer),
        })}
      </h3>
      {comparison.differences.length === 0 && <p>{t('staff:versions.noDifference')}</p>}
      {comparison.differences.map((difference) => (
        <section
          key={`${difference.language}-${difference.field}`}
          aria-labelledby={`${headingId}-${difference.language}-${difference.field}`}
        >
          <h4 id={`${headingId}-${difference.language}-${difference.field}`}>
            {t('staff:versions.field', {
              field: t(`staff:versions.fields.${difference.field}`),
              language: t(`staff:versions.languages.${difference.language}`),
            })}
          </h4>
          <p className="staff-versions__diff">
            {difference.parts.map((part, index) =>
              part.change === 'added' ? (
                <ins key={index}>
                  {/* The space keeps the word apart from the text in the accessible name. */}
                  <span className="visually-hidden">{`${t('staff:versions.added')} `}</span>
                  {part.text}
                </ins>
              ) : part.change === 'removed' ? (
                <del key={index}>
                  <span className="visually-hidden">{`${t('staff:versions.removed')} `}</span>
                  {part.text}
                </del>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
        </section>
      ))}
    </div>
  );
}
