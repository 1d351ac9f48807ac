import type { PollResults } from '@campus/domain/forms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../ui/scroll-region.tsx';

/**
 * Counts per choice: a table (what assistive technology reads) whose count cells also draw a bar, so the
 * numbers and the picture are one thing.
 */
export function FormResults({ results }: { results: PollResults }) {
  const { t } = useTranslation();
  const id = useId();
  if (results.fields.length === 0) return <p>{t('staff:forms.noChoiceFields')}</p>;
  return (
    <>
      {results.fields.map((field) => {
        const most = Math.max(1, ...field.choices.map((choice) => choice.count));
        return (
          <ScrollRegion key={field.field_id} labelledBy={`${id}-${String(field.field_id)}`}>
            <table className="staff-table staff-results">
              <caption id={`${id}-${String(field.field_id)}`}>{field.label}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('staff:forms.choice')}</th>
                  <th scope="col">{t('staff:forms.count')}</th>
                </tr>
              </thead>
              <tbody>
                {field.choices.map((choice) => (
                  <tr key={choice.value}>
                    <th scope="row">{choice.text}</th>
                    <td>
                      <span
                        className="staff-results__bar"
                        style={{ inlineSize: `${String((choice.count / most) * 100)}%` }}
                      />
                      <span className="staff-results__count">{choice.count}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        );
      })}
    </>
  );
}
