import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChecklistView } from '../../entities/checklists/checklist-views.ts';
import { ProgressCircle } from './progress-circle.tsx';

export const CHECKLISTS_PATH = '/profile/checklists';

/** §4: "Days left = end valid date minus today, plural when over 1"; the last day says so. */
function DaysLeft({ view }: { view: ChecklistView }) {
  const { t } = useTranslation();
  if (view.status === 'done') return <p className="checklist-card__when">{t('checklists:completed')}</p>;
  if (view.daysLeft === null || view.daysLeft < 0) return null;
  const count = view.daysLeft;
  const text =
    count === 0
      ? t('checklists:lastDay')
      : count === 1
        ? t('checklists:daysLeft.one', { count })
        : t('checklists:daysLeft.other', { count });
  return <p className="checklist-card__when">{text}</p>;
}

function CardHeader({ view, titleId }: { view: ChecklistView; titleId: string }) {
  const done = view.tasks.filter((task) => task.value).length;
  return (
    <div className="checklist-card__header">
      <ProgressCircle done={done} total={view.tasks.length} />
      <div className="checklist-card__heading">
        <h3 id={titleId} className="checklist-card__title">
          {view.checklist.acf.checklist_title}
        </h3>
        {view.checklist.acf.checklist_description !== '' && (
          <p className="checklist-card__description">{view.checklist.acf.checklist_description}</p>
        )}
        <DaysLeft view={view} />
      </div>
    </div>
  );
}

/**
 * A checklist card in redirection mode (spec §2.14): the whole card is a link to /profile/checklists, where
 * the tasks are ticked. Its name is what it shows (progress, title, description, days left): a name of the
 * title alone would hide the rest from screen readers and differ from the visible label (WCAG 2.5.3).
 */
export function ChecklistLinkCard({ view }: { view: ChecklistView }) {
  const titleId = useId();
  return (
    <Link className="card checklist-card checklist-card--link" to={CHECKLISTS_PATH}>
      <CardHeader view={view} titleId={titleId} />
    </Link>
  );
}

/**
 * A checklist card with its tasks (spec §2.12 /profile/checklists). The boxes wait for the person's entry
 * (the §7 entry flow creates it when the screen opens), so no tick is made that could not be saved.
 */
export function ChecklistTasksCard({
  view,
  onTick,
}: {
  view: ChecklistView;
  onTick: (taskKey: string, value: boolean) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const ready = view.entry !== null;
  return (
    <section className="card checklist-card" aria-labelledby={titleId}>
      <CardHeader view={view} titleId={titleId} />
      <fieldset className="checklist-card__tasks" disabled={!ready} aria-busy={!ready}>
        <legend className="visually-hidden">
          {t('checklists:tasksOf', { title: view.checklist.acf.checklist_title })}
        </legend>
        <ul>
          {view.tasks.map((task) => (
            <li key={task.unique_id}>
              <label className="checklist-card__task">
                <input
                  type="checkbox"
                  checked={task.value}
                  onChange={(event) => {
                    onTick(task.unique_id, event.target.checked);
                  }}
                />
                <span>{task.title}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </section>
  );
}
