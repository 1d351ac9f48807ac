import type { MaintenanceRequestBody } from '@campus/domain/maintenance';
import {
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_TEXT_MAX,
  MAINTENANCE_URGENCIES,
  isDangerUrgency,
} from '@campus/domain/maintenance-rules';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { currentPlatform } from '../../lib/platform/current-platform.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { BusyButton } from '../../ui/busy-button.tsx';
import { Loading } from '../../ui/loading.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { useAddMaintenancePhoto } from '../../entities/maintenance/api/add-maintenance-photo.ts';
import { useCreateMaintenanceRequest } from './api/create-maintenance-request.ts';
import { useAreaOpenRequests } from './api/get-area-open-requests.ts';
import { useMaintenancePlaces } from './api/get-maintenance-places.ts';
import { AreaOpenRequests } from './area-open-requests.tsx';
import { ChoiceTiles } from './choice-tiles.tsx';
import { DangerNotice } from './danger-notice.tsx';
import { serverFieldErrors, type ReportField } from './field-errors.ts';
import { MAINTENANCE_PATHS } from './maintenance-paths.ts';
import { PhotoPicker } from './photo-picker.tsx';
import {
  forgetWaitingReport,
  isOffline,
  keepReportWaiting,
  waitingReportsOf,
  type WaitingReport,
} from './report-outbox.ts';
import {
  EMPTY_DRAFT,
  clearDraft,
  isDraftWorthKeeping,
  readDraft,
  saveDraft,
  type ReportDraft,
} from './report-draft.ts';
import '../../entities/maintenance/maintenance.css';

/** What the request page says after a report: sent, and which photos (1-based) could not be added. */
export interface ReportOutcome {
  sent: true;
  failedPhotos: number[];
}

type FieldErrors = Partial<Record<ReportField, string>>;

/** What the form shows of a waiting report the server refused, to be checked and sent again. */
function draftOf(report: WaitingReport): ReportDraft {
  const { body } = report.payload;
  return {
    category: body.category,
    urgency: body.urgency,
    place: body.place.type,
    area: body.place.type === 'area' ? body.place.area : null,
    description: body.description,
    entryAllowed: body.entry_allowed,
  };
}

const photoFiles = (report: WaitingReport): File[] =>
  report.photos.map(
    (photo, index) =>
      new File([photo], `photo-${String(index + 1)}.jpg`, { type: photo.type || 'image/jpeg' }),
  );

/**
 * The person's reports in the outbox (report-outbox.ts): how many wait for the network, and the first one
 * the server refused, which the form takes back. Read on each visit of the form.
 */
function useOutbox(userId: number | undefined, visit: string) {
  const [waiting, setWaiting] = useState(0);
  const [refused, setRefused] = useState<WaitingReport | null>(null);
  useEffect(() => {
    if (userId === undefined) return undefined;
    let current = true;
    void waitingReportsOf(userId).then((reports) => {
      if (!current) return;
      setWaiting(reports.filter((report) => report.refusal === null).length);
      setRefused(reports.find((report) => report.refusal !== null) ?? null);
    });
    return () => {
      current = false;
    };
  }, [userId, visit]);
  return { waiting, refused };
}

/** The draft the form starts from: the stored one (the tab reloaded), else an empty report. */
function useDraft(): [
  ReportDraft,
  (change: Partial<ReportDraft>) => void,
  boolean,
  (draft: ReportDraft) => void,
] {
  const [initial] = useState(() => readDraft());
  const [draft, setDraft] = useState<ReportDraft>(initial ?? EMPTY_DRAFT);
  useEffect(() => {
    // A form emptied by hand leaves no draft behind to come back after a reload.
    if (isDraftWorthKeeping(draft)) saveDraft(draft);
    else clearDraft();
  }, [draft]);
  return [
    draft,
    (change) => {
      setDraft((current) => ({ ...current, ...change }));
    },
    initial !== null,
    setDraft,
  ];
}

/**
 * /maintenance/new (issue #32): the report form. Danger shows the emergency numbers before anything else;
 * a common area shows what is already reported there ("me too") before a new report; the draft survives a
 * reload; the photos are sent one by one once the request exists. Without a connection the report is kept
 * in the outbox and sent when it is back (waiting-report-sender.tsx); one the server then refuses comes
 * back here with its message (ADR 045).
 */
export function MaintenanceReportPage() {
  const { t } = useTranslation();
  const { user } = useConnection();
  const navigate = useNavigate();
  const places = useMaintenancePlaces();
  const create = useCreateMaintenanceRequest();
  const addPhoto = useAddMaintenancePhoto();
  const [draft, change, restored, replaceDraft] = useDraft();
  const [photos, setPhotos] = useState<File[]>([]);
  // A new visit of the form (waiting-report-sender.tsx brings a refused report back to it) reads the
  // outbox again and leaves the "kept" screen.
  const visit = useLocation().key;
  const outboxState = useOutbox(user?.id, visit);
  const [keptWaiting, setKeptWaiting] = useState(false);
  const [lastVisit, setLastVisit] = useState(visit);
  if (lastVisit !== visit) {
    setLastVisit(visit);
    setKeptWaiting(false);
  }
  // The refused report the form took back: its copy leaves the outbox once the form sends or keeps it again.
  const [takenBack, setTakenBack] = useState<WaitingReport | null>(null);
  const [resent, setResent] = useState(false);
  const refused = outboxState.refused;
  if (refused !== null && takenBack?.id !== refused.id) {
    // Adjusting state while rendering (React's pattern for "state from a changed input"): no effect pass.
    setTakenBack(refused);
    replaceDraft(draftOf(refused));
    setPhotos(photoFiles(refused));
  }
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sendFailed, setSendFailed] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [notListed, setNotListed] = useState<number | null>(null);
  const errorSummary = useRef<HTMLParagraphElement>(null);
  useDocumentTitle(t('maintenance:form.title'));

  const room = places.data?.room ?? null;
  // Without a room, the only place left is a common area.
  const place = room === null ? 'area' : draft.place;
  const area = place === 'area' ? draft.area : null;
  const openInArea = useAreaOpenRequests(area);
  const mustLookFirst = area !== null && notListed !== area && (openInArea.data?.length ?? 0) > 0;

  if (places.isPending) return <Loading />;
  if (places.isError)
    return <RetryNotice message={t('maintenance:form.loadFailed')} onRetry={() => void places.refetch()} />;
  if (places.data.house === null)
    return (
      <div className="maintenance">
        <h1>{t('maintenance:form.title')}</h1>
        <p className="notice">{t('maintenance:form.noHouse')}</p>
      </div>
    );

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if (draft.category === null) found.category = t('maintenance:form.required');
    if (place === 'area' && area === null) found.place = t('maintenance:form.required');
    if (draft.description.trim() === '') found.description = t('maintenance:form.required');
    return found;
  };

  // After React has drawn the messages: the first invalid field, else the send's own error.
  const focusFirstError = () =>
    requestAnimationFrame(() => {
      const invalid = document.querySelector<HTMLElement>(
        '.maintenance-form [aria-invalid="true"] input, .maintenance-form textarea[aria-invalid="true"]',
      );
      (invalid ?? errorSummary.current)?.focus();
    });

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setSendFailed(false);
    if (Object.keys(found).length > 0 || draft.category === null) {
      focusFirstError();
      return;
    }
    const body: MaintenanceRequestBody = {
      category: draft.category,
      urgency: draft.urgency,
      place: place === 'area' && area !== null ? { type: 'area', area } : { type: 'room' },
      description: draft.description.trim(),
      entry_allowed: place === 'room' && draft.entryAllowed,
    };
    let created;
    try {
      // A device that knows it is offline does not wait for the request's retries to fail.
      if (navigator.onLine) created = await create.mutateAsync(body);
    } catch (error) {
      if (!isOffline(error) || user === null) {
        const fromServer = serverFieldErrors(error);
        setErrors(fromServer);
        if (Object.keys(fromServer).length === 0) setSendFailed(true);
        focusFirstError();
        return;
      }
    }
    if (takenBack !== null) {
      await forgetWaitingReport(takenBack.id);
      setResent(true);
    }
    if (created === undefined) {
      if (user === null) return;
      await keepReportWaiting(user.id, body, photos);
      // In the app the outbox holds the whole report; in a browser the tab's draft stays as the copy
      // that survives a reload (the outbox is the tab's memory there).
      if (currentPlatform().isNative()) clearDraft();
      setKeptWaiting(true);
      return;
    }
    setUploading(true);
    const failedPhotos: number[] = [];
    for (const [index, photo] of photos.entries()) {
      try {
        await addPhoto.mutateAsync({ id: created.id, photo });
      } catch {
        failedPhotos.push(index + 1);
      }
    }
    setUploading(false);
    clearDraft();
    const outcome: ReportOutcome = { sent: true, failedPhotos };
    await navigate(MAINTENANCE_PATHS.request(created.id), { state: outcome });
  };

  const busy = create.isPending || uploading;
  const waitingText = currentPlatform().isNative()
    ? t('maintenance:form.waiting')
    : t('maintenance:form.waitingInTab');
  return (
    <div className="maintenance">
      <h1>{t('maintenance:form.title')}</h1>
      {/* Mounted with the screen, so that what it says is announced (an empty live region first). */}
      <div role="status" className="maintenance-outbox">
        {(keptWaiting || outboxState.waiting > 0) && <p className="notice">{waitingText}</p>}
      </div>
      {takenBack?.refusal != null && !resent && (
        <p className="maintenance-field__error" role="alert">
          {t('maintenance:form.refused', { message: takenBack.refusal })}
        </p>
      )}
      {keptWaiting ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            setKeptWaiting(false);
            replaceDraft(EMPTY_DRAFT);
            setPhotos([]);
          }}
        >
          {t('maintenance:form.newReport')}
        </button>
      ) : (
        <>
          {restored && isDraftWorthKeeping(draft) && (
            <p className="maintenance-card__meta" role="status">
              {t('maintenance:form.draftRestored')}
            </p>
          )}
          <form className="maintenance-form" noValidate onSubmit={(event) => void submit(event)}>
            <ChoiceTiles
              legend={t('maintenance:form.category')}
              name="category"
              className="maintenance-field--categories"
              options={MAINTENANCE_CATEGORIES.map((value) => ({
                value,
                label: t(`maintenance:category.${value}`),
              }))}
              value={draft.category}
              onChange={(category) => {
                change({ category });
              }}
              error={errors.category}
              errorId="maintenance-category-error"
            />
            <ChoiceTiles
              legend={t('maintenance:form.urgency')}
              name="urgency"
              options={MAINTENANCE_URGENCIES.map((value) => ({
                value,
                label: t(`maintenance:urgency.${value}`),
              }))}
              value={draft.urgency}
              onChange={(urgency) => {
                change({ urgency });
              }}
              error={errors.urgency}
              errorId="maintenance-urgency-error"
            />
            {isDangerUrgency(draft.urgency) && <DangerNotice user={user} />}
            <PlaceFields
              room={room}
              areas={places.data.areas}
              place={place}
              area={area}
              entryAllowed={draft.entryAllowed}
              onChange={change}
              error={errors.place}
            />
            {area !== null && notListed !== area && (
              <AreaOpenRequests
                area={area}
                onNone={() => {
                  setNotListed(area);
                }}
              />
            )}
            {!mustLookFirst && (
              <>
                <div className="maintenance-field">
                  <label className="maintenance-field__label" htmlFor="maintenance-description">
                    {t('maintenance:form.description')}
                  </label>
                  <p id="maintenance-description-hint" className="maintenance-card__meta">
                    {t('maintenance:form.descriptionHint')}
                  </p>
                  <textarea
                    id="maintenance-description"
                    className="maintenance-textarea"
                    rows={5}
                    maxLength={MAINTENANCE_TEXT_MAX}
                    required
                    value={draft.description}
                    onChange={(event) => {
                      change({ description: event.target.value });
                    }}
                    aria-invalid={errors.description ? true : undefined}
                    aria-describedby={`maintenance-description-hint${errors.description ? ' maintenance-description-error' : ''}`}
                  />
                  {errors.description && (
                    <p id="maintenance-description-error" className="maintenance-field__error">
                      {errors.description}
                    </p>
                  )}
                </div>
                <PhotoPicker photos={photos} onChange={setPhotos} />
                {sendFailed && (
                  <p ref={errorSummary} tabIndex={-1} className="maintenance-field__error" role="alert">
                    {t('maintenance:form.sendFailed')}
                  </p>
                )}
                <BusyButton type="submit" className="button button--primary button--large" busy={busy}>
                  {t('maintenance:form.send')}
                </BusyButton>
              </>
            )}
          </form>
        </>
      )}
    </div>
  );
}

/** Where: the person's room (pre-filled) or one of the house's common areas; entry only for a room. */
function PlaceFields({
  room,
  areas,
  place,
  area,
  entryAllowed,
  onChange,
  error,
}: {
  room: string | null;
  areas: readonly { id: number; name: string }[];
  place: 'room' | 'area';
  area: number | null;
  entryAllowed: boolean;
  onChange: (change: Partial<ReportDraft>) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset
      className="maintenance-field"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'maintenance-place-error' : undefined}
    >
      <legend className="maintenance-field__label">{t('maintenance:form.place')}</legend>
      <div className="maintenance-tiles maintenance-tiles--stacked">
        {room !== null && (
          <label className="maintenance-tile">
            <input
              type="radio"
              name="place"
              checked={place === 'room'}
              onChange={() => {
                onChange({ place: 'room' });
              }}
            />
            <span>{t('maintenance:place.myRoom', { room })}</span>
          </label>
        )}
        {areas.length > 0 && (
          <label className="maintenance-tile">
            <input
              type="radio"
              name="place"
              checked={place === 'area'}
              onChange={() => {
                onChange({ place: 'area' });
              }}
            />
            <span>{t('maintenance:form.commonArea')}</span>
          </label>
        )}
      </div>
      {place === 'area' && (
        <div className="maintenance-field">
          <label className="maintenance-field__label" htmlFor="maintenance-area">
            {t('maintenance:form.chooseArea')}
          </label>
          <select
            id="maintenance-area"
            className="maintenance-select"
            value={area ?? ''}
            onChange={(event) => {
              onChange({ area: event.target.value === '' ? null : Number(event.target.value) });
            }}
          >
            <option value="">—</option>
            {areas.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {place === 'room' && (
        <label className="maintenance-check">
          <input
            type="checkbox"
            checked={entryAllowed}
            onChange={(event) => {
              onChange({ entryAllowed: event.target.checked });
            }}
          />
          <span>{t('maintenance:form.entryAllowed')}</span>
        </label>
      )}
      {error && (
        <p id="maintenance-place-error" className="maintenance-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
