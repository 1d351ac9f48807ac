import { languageOfLocale } from '@campus/domain/locale';
import type { StaffContentType } from '@campus/domain/staff';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayAndTime } from '../../lib/dates/format-date.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { useCreateStaffPreviewLink } from './api/create-staff-preview-link.ts';

/**
 * "Share a preview link" (issue #33): the server signs a link to the item's saved content for 7 days; the
 * editor copies it for a colleague with an editor role.
 */
export function PreviewLinkShare({ type, group }: { type: StaffContentType; group: string }) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const create = useCreateStaffPreviewLink();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const link = create.data;
  const input = useRef<HTMLInputElement>(null);
  // Focus lands on the result: the new link, selected, ready to copy.
  useEffect(() => {
    if (link !== undefined) input.current?.focus();
  }, [link]);
  return (
    <div className="staff-preview__share">
      <BusyButton
        className="button"
        busy={create.isPending}
        onClick={() => {
          setCopy('idle');
          create.mutate({ type, group });
        }}
      >
        {t('staff:preview.share')}
      </BusyButton>
      <p className="staff-field__hint">{t('staff:preview.shareHint')}</p>
      {create.isError && (
        <p role="alert" className="staff-field__error">
          {t('staff:preview.shareFailed')}
        </p>
      )}
      {link !== undefined && (
        <div className="staff-preview__link">
          <label htmlFor={inputId}>{t('staff:preview.link')}</label>
          <input
            ref={input}
            id={inputId}
            type="text"
            readOnly
            value={link.url}
            onFocus={(event) => {
              event.target.select();
            }}
          />
          <p className="staff-field__hint">
            {t('staff:preview.validUntil', {
              date: formatDayAndTime(new Date(link.expires), languageOfLocale(i18n.language)),
            })}
          </p>
          <button
            type="button"
            className="button"
            onClick={() => {
              navigator.clipboard.writeText(link.url).then(
                () => {
                  setCopy('copied');
                },
                () => {
                  setCopy('failed');
                },
              );
            }}
          >
            {t('staff:preview.copy')}
          </button>
        </div>
      )}
      <p role="status" className="staff-preview__copy-status">
        {copy === 'copied'
          ? t('staff:preview.copied')
          : copy === 'failed'
            ? t('staff:preview.copyFailed')
            : ''}
      </p>
    </div>
  );
}
