import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useApiClient } from '../../lib/api/api-client-context.tsx';
import { useAuthService, useConnection } from '../../lib/auth/auth-context.tsx';
import { useContentLanguage } from '../../lib/i18n/content-language.ts';
import { WithScreenStrings } from '../../lib/i18n/with-screen-strings.tsx';
import { clearOutbox } from '../../lib/offline/outbox.ts';
import { TimedToast } from '../../ui/timed-toast.tsx';
import { maintenanceKeys } from '../../entities/maintenance/api/maintenance-keys.ts';
import type { ReportOutcome } from './maintenance-report-page.tsx';
import { MAINTENANCE_PATHS } from './maintenance-paths.ts';
import { sendWaitingReports } from './report-outbox.ts';

const TOAST_MS = 6000;

/**
 * Sends the reports kept while offline (report-outbox.ts) at start and whenever the connection comes back
 * (issue #32; ADR 045). Mounted by the signed-in layout, for the signed-in person only. The person learns
 * what happened: on the report form, the sent request opens with the usual confirmation; elsewhere a
 * notice says it was sent; a report the server refused brings them back to the form with its message.
 * Signing out empties the outbox: nothing the person left waiting is sent, or kept, after them.
 */
// The default export: the signed-in layout loads it with React.lazy after its first paint.
export default function WaitingReportSender() {
  const userId = useConnection().user?.id;
  const { t } = useTranslation();
  const api = useApiClient();
  const language = useContentLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onForm = useRef(false);
  const [toastId, setToastId] = useState(0);
  const auth = useAuthService();

  // As the app's offline data does (lib/platform/offline-user-sync.ts): the sign-out event, whichever
  // screen it came from; this component is there for as long as someone is signed in.
  useEffect(
    () =>
      auth.subscribe(() => {
        if (auth.lastEvent()?.type === 'signedOut') void clearOutbox().catch(() => undefined);
      }),
    [auth],
  );

  useEffect(() => {
    onForm.current = pathname === MAINTENANCE_PATHS.report;
  }, [pathname]);

  useEffect(() => {
    if (userId === undefined) return undefined;
    let mounted = true;
    const send = async () => {
      const outcomes = await sendWaitingReports(api, language, userId);
      if (!mounted || outcomes.length === 0) return;
      await queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
      if (outcomes.some((outcome) => outcome.kind === 'refused')) {
        await navigate(MAINTENANCE_PATHS.report);
        return;
      }
      const last = outcomes.at(-1);
      if (last?.kind !== 'sent') return;
      if (onForm.current) {
        const state: ReportOutcome = { sent: true, failedPhotos: last.failedPhotos };
        await navigate(MAINTENANCE_PATHS.request(last.request.id), { state });
      } else setToastId((id) => id + 1);
    };
    const sendNow = () => {
      void send();
    };
    sendNow();
    window.addEventListener('online', sendNow);
    return () => {
      mounted = false;
      window.removeEventListener('online', sendNow);
    };
  }, [api, language, userId, queryClient, navigate]);

  // The toast's region is there (empty) long before a report is sent, so that what it says is announced.
  return (
    <WithScreenStrings namespaces={['maintenance']} fallback={null}>
      <TimedToast
        id={toastId}
        message={toastId > 0 ? t('maintenance:form.waitingSent') : null}
        durationMs={TOAST_MS}
      />
    </WithScreenStrings>
  );
}
