import type { EventPost } from '@campus/domain/content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../lib/api/api-client-context.tsx';
import { saveBlob } from '../../lib/save-file.ts';
import { getEventCalendar } from './api/get-event-calendar.ts';
import { useContentLanguage } from './use-content-language.ts';

/** "Add to calendar" (issue #19): downloads the event as an .ics file any calendar application opens. */
export function AddToCalendar({ event }: { event: EventPost }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const language = useContentLanguage();
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  return (
    <div className="add-to-calendar">
      <button
        type="button"
        className="button"
        disabled={state === 'saving'}
        onClick={() => {
          setState('saving');
          getEventCalendar(api, event.id, language).then(
            (file) => {
              saveBlob(file, `${event.slug}.ics`);
              setState('idle');
            },
            () => {
              setState('failed');
            },
          );
        }}
      >
        {t('events:addToCalendar')}
      </button>
      {state === 'failed' && <p role="alert">{t('events:addToCalendarFailed')}</p>}
    </div>
  );
}
