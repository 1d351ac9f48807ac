import type { StaffGrant } from '@campus/domain/staff';
import { roleNamesHouse, STAFF_ROLES, type StaffRole } from '@campus/domain/staff-roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHouseTerms } from '../../entities/house/api/get-house-terms.ts';
import { houseName } from '../../entities/house/house-name.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Loading } from '../../ui/loading.tsx';
import { Modal } from '../../ui/modal.tsx';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import { useCreateStaffGrant } from './api/create-staff-grant.ts';
import { useStaffGrants } from './api/get-staff-grants.ts';
import { useRevokeStaffGrant } from './api/revoke-staff-grant.ts';
import { serverMessageOf } from './server-errors.ts';
import { useResultFocus } from './use-result-focus.ts';
import { StaffTable } from './staff-table.tsx';

/** /staff/roles (campus administrators): the roles given, a form to give one, revoke after confirming. */
export function StaffRolesPage() {
  const { t, i18n } = useTranslation();
  const grants = useStaffGrants();
  const houses = useHouseTerms();
  const revoke = useRevokeStaffGrant();
  const [revoking, setRevoking] = useState<StaffGrant | null>(null);
  const [revoked, setRevoked] = useState('');
  const [revokeRefusal, setRevokeRefusal] = useState<string | null>(null);
  // The revoked role's row, and with it the button that opened the question, is gone once the list is
  // read again: the focus goes to what was done rather than to <body> (issue #34).
  const { ref: revokedRef, focusResult: focusRevoked } = useResultFocus<HTMLParagraphElement>();
  useDocumentTitle(t('staff:roles.title'));
  const houseNamed = (id: number | null) => {
    const term = id === null ? undefined : houses.data?.find((house) => house.id === id);
    return term === undefined ? (id === null ? '' : String(id)) : houseName(term, i18n.language);
  };
  return (
    <section className="staff-page" aria-labelledby="staff-roles-title">
      <h1 id="staff-roles-title">{t('staff:roles.title')}</h1>
      <GrantForm
        houses={houses.data?.map((house) => ({ id: house.id, name: houseName(house, i18n.language) })) ?? []}
      />
      <p role="status" className="staff-edit__done" ref={revokedRef} tabIndex={-1}>
        {revoked}
      </p>
      {grants.isPending ? (
        <Loading />
      ) : grants.isError ? (
        <RetryNotice message={t('staff:roles.loadFailed')} onRetry={() => void grants.refetch()} />
      ) : (
        <StaffTable
          labelledBy="staff-roles-caption"
          caption={t('staff:roles.listCaption')}
          columns={[
            { label: t('staff:roles.person') },
            { label: t('staff:roles.role') },
            { label: t('staff:roles.scope') },
            { label: t('staff:roles.grantedBy') },
            { label: t('staff:roles.actions'), forScreenReaders: true },
          ]}
        >
          {grants.data.map((grant) => (
            <tr key={grant.id}>
              <td>
                {grant.display_name} ({grant.username})
              </td>
              <td>{t(`staff:role.${grant.role}`)}</td>
              <td>
                {grant.house !== null && houseNamed(grant.house)}
                {grant.form !== null && t('staff:roles.formNumber', { id: grant.form })}
              </td>
              <td>
                {grant.granted_by}, {grant.granted_at.slice(0, 10)}
              </td>
              <td>
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => {
                    setRevoking(grant);
                    setRevokeRefusal(null);
                  }}
                >
                  {t('staff:roles.revoke')}
                  <span className="visually-hidden"> {grant.username}</span>
                </button>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
      {revoking !== null && (
        <Modal
          title={t('staff:roles.revokeTitle')}
          onClose={() => {
            setRevoking(null);
          }}
        >
          <p>
            {t('staff:roles.revokeQuestion', {
              role: t(`staff:role.${revoking.role}`),
              name: revoking.display_name,
            })}
          </p>
          {revokeRefusal !== null && (
            <p role="alert" className="staff-field__error">
              {revokeRefusal}
            </p>
          )}
          <div className="staff-page__actions">
            <button
              type="button"
              className="button button--primary"
              // aria-disabled while sending: a disabled button loses the focus (issue #34).
              aria-disabled={revoke.isPending}
              onClick={() => {
                if (revoke.isPending) return;
                revoke.mutate(revoking.id, {
                  onSuccess: () => {
                    setRevoking(null);
                    setRevoked(t('staff:roles.revoked'));
                    focusRevoked('always');
                  },
                  // A refusal is said in the question, which stays open with the focus on its button.
                  onError: (error) => {
                    setRevokeRefusal(serverMessageOf(error, t));
                  },
                });
              }}
            >
              {t('staff:roles.revokeConfirm')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setRevoking(null);
              }}
            >
              {t('staff:cancel')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}

function GrantForm({ houses }: { houses: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const create = useCreateStaffGrant();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<StaffRole>('house-editor');
  const [house, setHouse] = useState('');
  const [form, setForm] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // Once given, the emptied form disables its button, which would drop the focus to <body> (issue #34).
  const { ref: messageRef, focusResult: focusMessage } = useResultFocus<HTMLParagraphElement>();
  const ready =
    username.trim() !== '' &&
    (!roleNamesHouse(role) || house !== '') &&
    (role !== 'form-reader' || Number(form) > 0);
  return (
    <form
      className="staff-filters"
      aria-labelledby="staff-grant-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || create.isPending) return;
        create.mutate(
          {
            username: username.trim(),
            role,
            ...(roleNamesHouse(role) && { house: Number(house) }),
            ...(role === 'form-reader' && { form: Number(form) }),
          },
          {
            onSuccess: () => {
              setUsername('');
              setMessage({ ok: true, text: t('staff:roles.granted') });
              focusMessage('always');
            },
            onError: (error) => {
              setMessage({ ok: false, text: serverMessageOf(error, t) });
            },
          },
        );
      }}
    >
      <h2 id="staff-grant-title">{t('staff:roles.grantTitle')}</h2>
      <label className="staff-field">
        <span>{t('staff:roles.username')}</span>
        <input
          autoComplete="off"
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
          }}
        />
      </label>
      <label className="staff-field">
        <span>{t('staff:roles.role')}</span>
        <select
          value={role}
          onChange={(event) => {
            const chosen = STAFF_ROLES.find((candidate) => candidate === event.target.value);
            if (chosen !== undefined) setRole(chosen);
          }}
        >
          {STAFF_ROLES.map((candidate) => (
            <option key={candidate} value={candidate}>
              {t(`staff:role.${candidate}`)}
            </option>
          ))}
        </select>
      </label>
      {roleNamesHouse(role) && (
        <label className="staff-field">
          <span>{t('staff:roles.house')}</span>
          <select
            value={house}
            onChange={(event) => {
              setHouse(event.target.value);
            }}
          >
            <option value="">{t('staff:roles.chooseHouse')}</option>
            {houses.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {role === 'form-reader' && (
        <label className="staff-field">
          <span>{t('staff:roles.form')}</span>
          <input
            type="number"
            min={1}
            value={form}
            onChange={(event) => {
              setForm(event.target.value);
            }}
          />
        </label>
      )}
      {/* aria-disabled while sending: a disabled button loses the focus (issue #34). */}
      <button
        type="submit"
        className="button button--primary"
        disabled={!ready}
        aria-disabled={create.isPending}
      >
        {t('staff:roles.grant')}
      </button>
      {/* Present before its message, so that the message is announced (issue #34). */}
      <p role="status" className="staff-edit__done" ref={messageRef} tabIndex={-1}>
        {message?.ok === true ? message.text : ''}
      </p>
      {message?.ok === false && (
        <p role="alert" className="staff-field__error">
          {message.text}
        </p>
      )}
    </form>
  );
}
