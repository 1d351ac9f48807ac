import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Agent } from 'node:https';
import type { Provider } from 'oidc-provider';
import { userinfoAccessTokenValidator, type AccessTokenValidator } from './auth/access-token.ts';
import { authenticatePlugin } from './auth/authenticate.ts';
import { createBackendTokens } from './auth/backend-token.ts';
import { systemClock, type Clock } from './auth/clock.ts';
import { embeddedIdentityProvider } from './auth/embedded-idp/embedded-idp-plugin.ts';
import { createEmbeddedProvider } from './auth/embedded-idp/provider.ts';
import { externalIdentityProviderProbe } from './auth/identity-provider-probe.ts';
import { loadSigningKey } from './auth/embedded-idp/signing-key.ts';
import {
  issuerDiscovery,
  localIdentityTokenVerifier,
  remoteIdentityTokenVerifier,
  type IdentityTokenVerifier,
} from './auth/identity-token.ts';
import { inProcessFetch } from './auth/in-process-fetch.ts';
import { deriveKey, resolveServerSecret } from './auth/server-secret.ts';
import { createSessionManager } from './auth/sessions.ts';
import { createSignedInCache } from './auth/signed-in-cache.ts';
import { createBillingClient } from './billing/billing-client.ts';
import { sampleBillingSource } from './billing/sample-billing-source.ts';
import { SAMPLE_BILLING_PATH, type Config } from './config.ts';
import type { Db } from './db/db.ts';
import { DatabaseAvailability, watchAvailability } from './db/database-availability.ts';
import { DatabaseUnavailableError, isInvalidInputError } from './db/database-errors.ts';
import { dbPlugin } from './db/db-plugin.ts';
import { deleteExpiredPayloads } from './db/oidc-payloads-repository.ts';
import { deleteFinishedSessions } from './db/sessions-repository.ts';
import { openDb } from './db/open-db.ts';
import { answerClientError, answerFrameworkError } from './http/client-errors.ts';
import { refuseControlCharacters } from './http/control-characters.ts';
import { compressionOptions } from './http/compression.ts';
import { loggerOptions, type LogDestination } from './http/logging.ts';
import { RequestLogController } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { validatorCompiler } from './http/validation.ts';
import { isWebAppPath, webApp } from './http/web-app.ts';
import { NO_ROUTE_MESSAGE, handleError } from './http/wp-errors.ts';
import { wpErrorBody } from '@campus/domain/wp-error';
import { openApiOptions } from './http/openapi.ts';
import { acceptEmptyJsonBodies } from './http/json-body.ts';
import { recordRoutes } from './http/route-table.ts';
import { apiIndexRoutes } from './routes/api-index.ts';
import { healthRoutes } from './routes/health.ts';
import { healthProbesStandIn } from './routes/health-probes-stand-in.ts';
import { portalConfigRoutes } from './routes/portal-config.ts';
import { BACKCHANNEL_LOGOUT_ROUTE, sessionsRoutes } from './routes/sessions.ts';
import { usersRoutes } from './routes/users.ts';
import { photoUrlsPlugin } from './photos/photo-urls.ts';
import { photoRoutes } from './routes/photos.ts';
import { usersProfileRoutes } from './routes/users-profile.ts';
import { blocksRoutes } from './routes/blocks.ts';
import { directoryTagGroupsRoutes } from './routes/directory-tag-groups.ts';
import { usernetworkRoutes } from './routes/usernetwork.ts';
import { usersDirectoryRoutes } from './routes/users-directory.ts';
import { eventsRoutes } from './routes/events.ts';
import { invoicesRoutes } from './routes/invoices.ts';
import { houseAndServicePagesRoutes } from './routes/house-and-service-pages.ts';
import { placesRoutes } from './routes/places.ts';
import { searchRoutes } from './routes/search.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { checklistsRoutes } from './routes/checklists.ts';
import { notificationsRoutes } from './routes/notifications.ts';
import { identityQrRoutes } from './routes/identity-qr.ts';
import { createQrSigner } from './identity-qr/qr-signer.ts';
import { resolveQrSigningKeys } from './identity-qr/qr-signing-key.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { NOTIFICATION_DELIVERY_JOB, notificationDeliveryHandler } from './jobs/notification-delivery.ts';
import { CONTACT_ENTRY_EMAIL_JOB, contactEntryEmailHandler } from './jobs/contact-entry-email.ts';
import { outboxMailer, smtpMailer } from './mail/mailer.ts';
import { formsRoutes } from './routes/forms.ts';
import { contactEntriesRoutes } from './routes/contact-entries.ts';
import { resolveVapidKeys } from './push/vapid-keys.ts';
import { fcmSender } from './push/fcm-sender.ts';
import { devicePushSender, webPushSender } from './push/push-sender.ts';
import { pagesRoutes } from './routes/pages.ts';
import { postsRoutes } from './routes/posts.ts';
import { taxonomiesRoutes } from './routes/taxonomies.ts';
import { SAMPLE_FILE_FOLDERS, sampleFiles } from './http/sample-files.ts';
import { staffGrantsRoutes } from './routes/staff-grants.ts';
import { staffItemsRoutes } from './routes/staff-items.ts';
import { staffMediaRoutes } from './routes/staff-media.ts';
import { staffNotificationsRoutes } from './routes/staff-notifications.ts';
import { staffFormsRoutes } from './routes/staff-forms.ts';
import { staffAuditRoutes } from './routes/staff-audit.ts';
import { STAFF_PUBLICATION_JOB, staffPublicationHandler } from './jobs/staff-publication.ts';

export interface BuildOptions {
  /** An open database to use instead of opening config.database (tests); the app closes it. */
  db?: Db;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogDestination;
  /** The time sessions are judged by (tests move it forward). */
  clock?: Clock;
  /**
   * Stands in for the identity provider's access-token check in tests that sign their own id tokens with
   * the provider's key (the provider is outside what they exercise).
   */
  accessTokens?: AccessTokenValidator;
  /** The sample accounts the development sign-in page lists (main.ts passes them when it seeds). */
  signInHint?: { usernames: readonly string[]; password: string };
  /** The TLS agent for push services (tests trust their local fake push service with it). */
  pushAgent?: Agent;
}

/** Revoked sessions are kept this long (their `sid` still refuses id tokens), then deleted at start-up. */
const REVOKED_SESSION_KEEP_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Builds the portal server without listening: tests drive it with app.inject, main.ts listens. Only builds:
 * the database must be migrated already (main.ts and the test setup migrate and seed). Prepares the secrets
 * and the identity side, then registers the plugins: external ones first, then the app's, then one plugin
 * per resource, then the web app.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new RequestLogController(),
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    trustProxy: config.trustProxy,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  acceptEmptyJsonBodies(app);
  try {
    // First, so that both see every route registered below: the route table (API index, schema test)
    // and the OpenAPI document.
    recordRoutes(app);
    await app.register(swagger, openApiOptions(config.publicUrl));

    const availability = new DatabaseAvailability(app.log);
    const unwatchedDb =
      options.db ??
      (await openDb(config.database, (error) => {
        availability.reportFailure(error);
      }));
    // Requests go through the availability monitor (an outage is logged once and answered 503); the job
    // queue's background polling does not, so that it cannot flap the monitor around an outage.
    const db = watchAvailability(unwatchedDb, availability);
    await app.register(dbPlugin, { db, availability });

    const clock = options.clock ?? systemClock;
    const secret = await resolveServerSecret(db, config.backendToken.secret);
    const tokens = createBackendTokens({ secret, issuer: config.publicUrl, clock });
    await deleteFinishedSessions(db, clock(), REVOKED_SESSION_KEEP_MS);
    const sessions = createSessionManager({
      db,
      tokens,
      clock,
      policy: {
        idleTimeoutMs: config.sessions.idleTimeoutSeconds * 1000,
        maxLifetimeMs: config.sessions.maxLifetimeSeconds * 1000,
      },
      cache: createSignedInCache({ clock }),
    });
    // Embedded mode: the provider and the portal reach each other inside the process (in-process-fetch.ts).
    const providerFetch =
      config.oidc.mode === 'embedded' ? inProcessFetch(() => app, config.publicUrl) : fetch;

    let verifier: IdentityTokenVerifier;
    let provider: Provider | null = null;
    if (config.oidc.mode === 'embedded') {
      const signingKey = await loadSigningKey(db);
      await deleteExpiredPayloads(db);
      provider = createEmbeddedProvider({
        db,
        issuer: config.oidc.issuer,
        portalUrl: config.publicUrl,
        clientId: config.oidc.clientId,
        signingKey,
        cookieKey: deriveKey(secret, 'oidc-provider cookies'),
        trustProxy: config.trustProxy,
        fetch: providerFetch,
        backchannelLogoutUri: `${config.publicUrl}/wp-json${BACKCHANNEL_LOGOUT_ROUTE}`,
        onError: (error) => {
          // An outage is logged once by the database monitor, not once per identity provider request.
          if (error instanceof DatabaseUnavailableError) return;
          // A malformed value sent by a client (NUL in client_id…) is answered 400, not the server's fault.
          if (isInvalidInputError(error)) {
            app.log.warn({ sqlState: error.code }, 'identity provider input refused');
            return;
          }
          app.log.error({ err: error }, 'identity provider error');
        },
      });
      verifier = localIdentityTokenVerifier(signingKey.publicJwk, config.oidc.issuer, config.oidc.clientId);
    } else {
      verifier = remoteIdentityTokenVerifier(config.oidc.issuer, config.oidc.clientId);
    }
    // Embedded default: the sample billing source is this server (/billing), reached in-process with a key
    // only the portal knows; otherwise the campus billing system, over the network.
    const sampleBillingKey = deriveKey(secret, 'sample billing api key');
    const billing = createBillingClient({
      baseUrl: config.billing.url,
      apiKey: config.billing.apiKey ?? sampleBillingKey,
      timeoutMs: config.billing.timeoutMs,
      fetch: config.billing.mode === 'embedded' ? inProcessFetch(() => app, config.publicUrl) : fetch,
    });

    const accessTokens =
      options.accessTokens ??
      userinfoAccessTokenValidator({
        endpoints: issuerDiscovery(config.oidc.issuer, providerFetch),
        fetch: providerFetch,
        clock,
      });

    await app.register(helmet, securityHeaders(config));
    // Before every route, so that its onSend hook sees every answer (the web app's files arrive already
    // compressed and pass through).
    await app.register(compress, compressionOptions);
    // Not global: only the sign-in form is limited (brute force); the API is not.
    await app.register(rateLimit, { global: false });
    await app.register(formbody);
    await app.register(authenticatePlugin, { sessions, verifier, accessTokens });
    await app.register(photoUrlsPlugin, { key: deriveKey(secret, 'photo urls') });

    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path === '/wp-json' || path.startsWith('/wp-json/')) {
        return reply.status(404).send(wpErrorBody(404, 'rest_no_route', NO_ROUTE_MESSAGE));
      }
      if ((request.method === 'GET' || request.method === 'HEAD') && isWebAppPath(path)) {
        return reply.sendWebApp();
      }
      return reply.status(404).send(wpErrorBody(404, 'not_found', 'Not found.'));
    });

    await app.register(healthRoutes, {
      identityProvider:
        config.oidc.mode === 'embedded'
          ? { mode: 'embedded' }
          : { mode: 'external', probe: externalIdentityProviderProbe(config.oidc.issuer) },
    });
    await app.register(healthProbesStandIn);
    // Web Push (issue #12), FCM for the native apps (ADR 016), and the job queue that delivers
    // notifications (and pushes them).
    const vapid = await resolveVapidKeys(db, config.push.vapid);
    const push = devicePushSender(
      webPushSender(
        { ...vapid, subject: config.push.subject },
        config.push.serviceOrigins,
        options.pushAgent,
      ),
      config.push.fcm === null ? null : fcmSender(config.push.fcm),
    );
    // Contact form e-mails (issue #15): an SMTP server by URL, else the local outbox (nothing leaves).
    const mailer = config.mail.smtpUrl === null ? outboxMailer(unwatchedDb) : smtpMailer(config.mail.smtpUrl);
    app.addHook('onClose', () => {
      mailer.close();
    });
    const jobs = await startJobQueue(
      unwatchedDb,
      {
        [NOTIFICATION_DELIVERY_JOB]: notificationDeliveryHandler(unwatchedDb, push, (messageId, report) => {
          app.log.info({ messageId, ...report }, 'notification delivered');
        }),
        [CONTACT_ENTRY_EMAIL_JOB]: contactEntryEmailHandler(unwatchedDb, mailer, config.mail.from),
        [STAFF_PUBLICATION_JOB]: staffPublicationHandler(unwatchedDb),
      },
      {
        pollingIntervalSeconds: 1,
        onError: (error) => {
          if (!(error instanceof DatabaseUnavailableError)) app.log.error({ err: error }, 'job queue error');
        },
      },
    );
    // Registered after the database plugin, so it runs first on close: no job is left mid-query.
    app.addHook('onClose', () => jobs.stop());

    const qrSigner = createQrSigner({
      keys: await resolveQrSigningKeys(db),
      clock,
      ttlSeconds: config.identityQr.ttlSeconds,
    });

    await app.register(portalConfigRoutes, { config, vapidPublicKey: vapid.publicKey });
    await app.register(
      async (api) => {
        // Parameters are checked before the person, as WordPress does (and the guard needs no database).
        api.addHook('onRequest', refuseControlCharacters);
        api.addHook('onRequest', api.authenticate);
        await api.register(apiIndexRoutes, { publicUrl: config.publicUrl });
        await api.register(usersRoutes, { publicUrl: config.publicUrl });
        await api.register(sessionsRoutes);
        await api.register(usersProfileRoutes);
        await api.register(photoRoutes);
        await api.register(usersDirectoryRoutes);
        await api.register(usernetworkRoutes);
        await api.register(blocksRoutes);
        await api.register(directoryTagGroupsRoutes);
        await api.register(postsRoutes, { publicUrl: config.publicUrl });
        await api.register(eventsRoutes, { publicUrl: config.publicUrl });
        await api.register(pagesRoutes, { publicUrl: config.publicUrl });
        await api.register(taxonomiesRoutes, { publicUrl: config.publicUrl });
        await api.register(houseAndServicePagesRoutes, { publicUrl: config.publicUrl });
        await api.register(placesRoutes, { publicUrl: config.publicUrl });
        await api.register(searchRoutes, { publicUrl: config.publicUrl });
        await api.register(calendarRoutes, { publicUrl: config.publicUrl });
        await api.register(checklistsRoutes);
        await api.register(notificationsRoutes, { jobs, push });
        await api.register(invoicesRoutes, { billing });
        await api.register(identityQrRoutes, { signer: qrSigner });
        const limits = {
          perPerson: config.forms.submissionsPerMinute,
          perAddress: config.forms.submissionsPerMinutePerAddress,
        };
        await api.register(formsRoutes, { limits });
        await api.register(contactEntriesRoutes, { jobs, limits });
        await api.register(staffGrantsRoutes);
        await api.register(staffItemsRoutes, { jobs });
        await api.register(staffMediaRoutes);
        await api.register(staffNotificationsRoutes, { jobs });
        await api.register(staffFormsRoutes);
        await api.register(staffAuditRoutes);
      },
      { prefix: '/wp-json' },
    );
    if (provider !== null) {
      await app.register(embeddedIdentityProvider, {
        provider,
        db,
        portalUrl: config.publicUrl,
        sampleAccounts: options.signInHint?.usernames ?? null,
        samplePassword: options.signInHint?.password ?? '',
      });
    }
    if (config.billing.mode === 'embedded') {
      await app.register(sampleBillingSource, { db, apiKey: sampleBillingKey, prefix: SAMPLE_BILLING_PATH });
    }
    for (const folder of SAMPLE_FILE_FOLDERS)
      await app.register(sampleFiles, { folder, prefix: `/${folder}` });
    await app.register(webApp, { distDir: config.webDistDir });
    // Readied here, so a plugin failing to load is caught below too.
    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
