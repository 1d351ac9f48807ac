import type { User } from '@campus/domain/user';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Modal } from '../../ui/modal.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { IdentityCard } from './identity-card.tsx';
import { IdentityQr } from './identity-qr.tsx';
import { IDENTITY_TABS, type IdentityTab, identityPath, tabsFor } from './identity-tabs.ts';
import './identity.css';

/** Closing goes back where the person came from, or to the news when the modal was opened directly. */
function useCloseIdentity(): () => void {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/news', { replace: true });
  };
}

/**
 * Spec §2.13 /my-identity/identification, /qr-identification and /qr-sport: one full-screen modal whose
 * tabs are the resident card and the person's QR codes.
 */
export function IdentityPage() {
  const { t } = useTranslation();
  const { tab: slug } = useParams();
  const close = useCloseIdentity();
  const tab = IDENTITY_TABS.find((candidate) => candidate.slug === slug);
  useDocumentTitle(t('identity:title'));
  if (tab === undefined) return <NotFound />;
  return (
    <Modal title={t('identity:title')} onClose={close} fullScreen>
      <IdentityContent tab={tab} />
    </Modal>
  );
}

function IdentityContent({ tab }: { tab: IdentityTab }) {
  const { t } = useTranslation();
  const { user, userLoadFailed } = useConnection();
  if (user === null) {
    return userLoadFailed ? (
      <p className="notice" role="alert">
        {t('identity:unavailable')}
      </p>
    ) : (
      <p className="identity-qr__status" role="status">
        {t('identity:loading')}
      </p>
    );
  }
  return <IdentityTabs user={user} tab={tab} />;
}

function IdentityTabs({ user, tab }: { user: User; tab: IdentityTab }) {
  const { t } = useTranslation();
  const tabs = tabsFor(user);
  // A QR tab the person has no url for does not exist for them: back to the card.
  if (!tabs.includes(tab)) return <Navigate to={identityPath(IDENTITY_TABS[0] ?? tab)} replace />;
  return (
    <div className="identity">
      {tabs.length > 1 && (
        <Tabs
          label={t('identity:tabs.label')}
          tabs={tabs.map((candidate) => ({ to: identityPath(candidate), label: t(candidate.label) }))}
        />
      )}
      <div className="identity__panel">
        {tab.kind === null ? <IdentityCard user={user} /> : <IdentityQr user={user} kind={tab.kind} />}
      </div>
    </div>
  );
}
