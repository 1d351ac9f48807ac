import { END_REDIRECT_PATH, LOGIN_REDIRECT_PATH } from '@campus/domain/auth-contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthService, useConnection } from '../../lib/auth/auth-context.tsx';
import type { IdentityProviderUser } from '../../lib/auth/auth-service.ts';
import { useLogger } from '../../lib/debug/debug-context.tsx';
import { webPlatform } from '../../lib/platform.ts';
import { usePortalConfig } from '../../lib/portal-config-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSendTestRequest } from './api/send-test-request.ts';
import { KeyValueList, type KeyValue } from './key-value-list.tsx';
import { LogList } from './log-list.tsx';
import './debug.css';

function claimText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The identity provider's claims of the person, loaded once (oidc-client-ts reads them from storage). */
function useIdentityProviderUser(): IdentityProviderUser | null | undefined {
  const auth = useAuthService();
  const [user, setUser] = useState<IdentityProviderUser | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void auth.identityProviderUser().then((loaded) => {
      if (current) setUser(loaded);
    });
    return () => {
      current = false;
    };
  }, [auth]);
  return user;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Spec §2.4 /debug: the identity provider's user, the session actions (refresh token, logout at the
 * provider, expire the backend token, test request, clear logs), the environment and auth configuration
 * (no secret: the portal's web app holds none), the log list with its level, and the last auth event.
 */
export function DebugPage() {
  const { t, i18n } = useTranslation();
  const auth = useAuthService();
  const connection = useConnection();
  const config = usePortalConfig();
  const log = useLogger();
  const idpUser = useIdentityProviderUser();
  const testRequest = useSendTestRequest();
  const [result, setResult] = useState<string | null>(null);
  const [tokenExpired, setTokenExpired] = useState(false);
  useDocumentTitle(t('debug:title'));

  const yesNo = (value: boolean) => t(value ? 'debug:yes' : 'debug:no');
  const origin = window.location.origin;
  const environment: KeyValue[] = [
    { label: t('debug:environment.mode'), value: import.meta.env.MODE },
    { label: t('debug:environment.origin'), value: origin },
    {
      label: t('debug:environment.platform'),
      value: t(webPlatform.isNative() ? 'debug:environment.native' : 'debug:environment.web'),
    },
    { label: t('debug:environment.language'), value: i18n.language },
    { label: t('debug:environment.online'), value: yesNo(navigator.onLine) },
    { label: t('debug:environment.userAgent'), value: navigator.userAgent },
    { label: t('debug:environment.supportEmail'), value: config.supportEmail },
    { label: t('debug:environment.notificationsRefresh'), value: String(config.notifications.refreshMs) },
  ];
  const authConfig: KeyValue[] = [
    { label: t('debug:authConfig.authority'), value: config.oidc.authority },
    { label: t('debug:authConfig.clientId'), value: config.oidc.clientId },
    { label: t('debug:authConfig.scope'), value: config.oidc.scope },
    { label: t('debug:authConfig.accountUrl'), value: config.oidc.accountUrl ?? t('debug:notSet') },
    { label: t('debug:authConfig.redirectUri'), value: `${origin}${LOGIN_REDIRECT_PATH}` },
    { label: t('debug:authConfig.postLogoutRedirectUri'), value: `${origin}${END_REDIRECT_PATH}` },
    { label: t('debug:authConfig.status'), value: t(`debug:connection.${connection.status}`) },
    {
      label: t('debug:backendToken.label'),
      value: t(auth.hasBackendToken() ? 'debug:backendToken.stored' : 'debug:backendToken.none'),
    },
  ];
  const idpClaims: KeyValue[] =
    idpUser === null || idpUser === undefined
      ? []
      : [
          ...Object.entries(idpUser.claims).map(([claim, value]) => ({
            label: claim,
            value: claimText(value),
          })),
          {
            label: t('debug:idpUser.expiresAt'),
            value: idpUser.accessTokenExpiresAt?.toISOString() ?? t('debug:notSet'),
          },
        ];
  const lastEvent = auth.lastEvent();

  const run = (action: () => Promise<string>) => {
    setResult(null);
    action().then(setResult, (error: unknown) => {
      log.warn('debug: action failed', error);
      setResult(t('debug:results.failed', { message: errorMessage(error) }));
    });
  };

  return (
    <div className="debug">
      <h1>{t('debug:title')}</h1>

      <section className="debug__section" aria-labelledby="debug-actions">
        <h2 id="debug-actions">{t('debug:actions.title')}</h2>
        <div className="debug__actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              run(async () => {
                await auth.reloadUser();
                return t('debug:results.tokenRefreshed');
              });
            }}
          >
            {t('debug:actions.refreshToken')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              void auth.signOut();
            }}
          >
            {t('debug:actions.logoutIdp')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              run(async () => {
                await auth.expireBackendToken();
                setTokenExpired(true);
                return t('debug:results.tokenExpired');
              });
            }}
          >
            {t('debug:actions.expireBackendToken')}
          </button>
          <button
            type="button"
            className="button"
            disabled={testRequest.isPending}
            onClick={() => {
              run(async () => {
                const { status, durationMs } = await testRequest.mutateAsync();
                const answered = t('debug:results.testAnswered', { status, durationMs });
                if (!tokenExpired || !auth.hasBackendToken()) return answered;
                setTokenExpired(false);
                return `${answered} · ${t('debug:results.tokenRenewed')}`;
              });
            }}
          >
            {t('debug:actions.testRequest')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              log.clear();
              setResult(t('debug:results.logsCleared'));
            }}
          >
            {t('debug:actions.clearLogs')}
          </button>
        </div>
        <p className="debug__result" role="status">
          {result}
        </p>
      </section>

      {idpUser === null ? (
        <section className="debug__section" aria-labelledby="debug-idp-user">
          <h2 id="debug-idp-user">{t('debug:idpUser.title')}</h2>
          <p>{t('debug:idpUser.none')}</p>
        </section>
      ) : (
        <KeyValueList title={t('debug:idpUser.title')} items={idpClaims} />
      )}
      <KeyValueList title={t('debug:authConfig.title')} items={authConfig} />
      <KeyValueList title={t('debug:environment.title')} items={environment} />
      <KeyValueList
        title={t('debug:lastAuthEvent.title')}
        items={[
          {
            label: t('debug:lastAuthEvent.title'),
            value:
              lastEvent === null
                ? t('debug:lastAuthEvent.none')
                : `${lastEvent.type} · ${lastEvent.at.toISOString()}`,
          },
        ]}
      />
      <LogList />
    </div>
  );
}
