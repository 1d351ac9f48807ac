import type { MaintenanceRequest, MaintenanceTeamHouse } from '@campus/domain/maintenance';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../../lib/auth/auth-context.tsx';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { useAssignMaintenanceRequest } from './api/assign-maintenance-request.ts';
import { serverFieldError } from './server-field-error.ts';

/**
 * Who handles the request: a member of its house's team (GET /staff/maintenance-houses), the caller
 * themselves (campus staff who answer every house are not in a house's team), or nobody.
 */
export function AssignRequest({
  request,
  house,
}: {
  request: MaintenanceRequest;
  house: MaintenanceTeamHouse | undefined;
}) {
  const { t } = useTranslation();
  const { user } = useConnection();
  const assign = useAssignMaintenanceRequest(request.id);
  const current = request.assignee === null ? '' : String(request.assignee.id);
  const [choice, setChoice] = useState(current);
  const errorId = useId();
  const people = [...(house?.team ?? [])];
  if (user !== null && !people.some((person) => person.id === user.id))
    people.push({ id: user.id, name: t('staff-maintenance:assign.me') });
  if (request.assignee !== null && !people.some((person) => person.id === request.assignee?.id))
    people.push(request.assignee);
  const error = assign.isError
    ? (serverFieldError(assign.error, 'assignee') ?? t('staff-maintenance:assign.failed'))
    : undefined;

  return (
    <form
      className="maintenance-section staff-maintenance-form"
      aria-labelledby="staff-maintenance-assign-title"
      onSubmit={(event) => {
        event.preventDefault();
        assign.mutate(choice === '' ? null : Number(choice));
      }}
    >
      <h2 id="staff-maintenance-assign-title">{t('staff-maintenance:assign.title')}</h2>
      <p aria-live="polite">
        {request.assignee === null
          ? t('staff-maintenance:assign.nobodyNow')
          : t('staff-maintenance:assign.now', { name: request.assignee.name })}
      </p>
      <label className="staff-field">
        <span>{t('staff-maintenance:assign.to')}</span>
        <select
          value={choice}
          aria-invalid={error !== undefined}
          aria-describedby={error === undefined ? undefined : errorId}
          onChange={(event) => {
            setChoice(event.target.value);
          }}
        >
          <option value="">{t('staff-maintenance:assign.nobody')}</option>
          {people.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {person.name}
            </option>
          ))}
        </select>
      </label>
      {error !== undefined && (
        <p id={errorId} className="staff-field__error" role="alert">
          {error}
        </p>
      )}
      <BusyButton type="submit" className="button" busy={assign.isPending} disabled={choice === current}>
        {t('staff-maintenance:assign.submit')}
      </BusyButton>
    </form>
  );
}
