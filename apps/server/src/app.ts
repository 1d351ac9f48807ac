import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
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
import { findMissingSchema } from './db/schema-completeness.ts';
import { deleteFinishedSessions } from './db/sessions-repository.ts';
import { openDb } from './db/open-db.ts';
import { answerClientError, answerFrameworkError } from './http/client-errors.ts';
import { refuseControlCharacters } from './http/control-characters.ts';
import { compressionOptions } from './http/compression.ts';
import { loggerOptions, type LogDestination } from './http/logging.ts';
import { RequestLogController } from './http/request-log.ts';
import { echoRequestId, requestIdOf, requestIdOfRaw } from './http/request-id.ts';
import { securityHeaders, securityHeadersPlugin } from './http/security-headers.ts';
import { sharedRateLimit } from './http/shared-rate-limit.ts';
import { validatorCompiler } from './http/validation.ts';
import { webAppInlineScriptSources } from './http/inline-script-hashes.ts';
import { isWebAppPath, webApp } from './http/web-app.ts';
import { NO_ROUTE_MESSAGE, handleError } from './http/wp-errors.ts';
import { wpErrorBody } from '@campus/domain/wp-error';
import { openApiOptions } from './http/openapi.ts';
import { acceptEmptyJsonBodies } from './http/json-body.ts';
import { recordRoutes } from './http/route-table.ts';
import { apiIndexRoutes } from './routes/api-index.ts';
import { healthRoutes } from './routes/health.ts';
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
import { startJobQueue, type JobHandler } from './jobs/job-queue.ts';
import type { JobQueueName } from './jobs/job-queues.ts';
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
import { staffAutosavesRoutes } from './routes/staff-autosaves.ts';
import { staffItemsRoutes } from './routes/staff-items.ts';
import { staffMediaRoutes } from './routes/staff-media.ts';
import { staffPreviewRoutes } from './routes/staff-preview.ts';
import { staffNotificationsRoutes } from './routes/staff-notifications.ts';
import { staffFormsRoutes } from './routes/staff-forms.ts';
import { staffAuditRoutes } from './routes/staff-audit.ts';
import { STAFF_PUBLICATION_JOB, staffPublicationHandler } from './jobs/staff-publication.ts';
import { MAINTENANCE_AUTO_CLOSE_JOB, maintenanceAutoCloseHandler } from './jobs/maintenance-auto-close.ts';
import { maintenanceRoutes } from './routes/maintenance.ts';
import { staffMaintenanceRoutes } from './routes/staff-maintenance.ts';
import type { MaintenanceEffects } from './services/maintenance.ts';
import type { ServerVersion } from '@campus/domain/health';
import { pendingSchemaChanges } from './lifecycle/prepare-database.ts';
import { Readiness, type SchemaCheck } from './lifecycle/readiness.ts';
import { resolveServerVersion } from './lifecycle/server-version.ts';
import { observedMailer, observedPushSender } from './jobs/delivery-outcomes.ts';
import { reportQueryErrors } from './db/query-error-reports.ts';
import { metricsPlugin } from './metrics/metrics-plugin.ts';
import { PortalMetrics } from './metrics/portal-metrics.ts';

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
  /** The running release (main.ts resolves it once, for its log line too); resolved here otherwise. */
  version?: ServerVersion;
  /**
   * What /health/ready calls to judge the schema complete; by default, that no migration is pending and
   * that the database holds every object the migrations create (db/schema-completeness.ts).
   */
  schemaCheck?: SchemaCheck;
  /**
   * Whether this instance runs queued jobs (default: it does). The fuzz test queues them only: a delivery
   * running in the background would write between its requests, each of which must write nothing when
   * it is refused.
   */
  runJobs?: boolean;
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
    genReqId: requestIdOf,
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    trustProxy: config.trustProxy,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.addHook('onRequest', echoRequestId);
  acceptEmptyJsonBodies(app);
  try {
    // First, so that both see every route registered below: the route table (API index, schema test)
    // and the OpenAPI document.
    recordRoutes(app);
    await app.register(swagger, openApiOptions(config.publicUrl));

    // Metrics first, so that their timing hook sees every answer (docs/decisions/024).
    const metrics = new PortalMetrics();
    await app.register(metricsPlugin, { metrics, port: config.metrics.port, host: config.host });

    const availability = new DatabaseAvailability(app.log);
    const unwatchedDb = reportQueryErrors(
      options.db ??
        (await openDb(config.database, (error) => {
          availability.reportFailure(error);
        })),
      (kind) => {
        metrics.queryErrors.inc({ kind });
      },
    );
    // Requests go through the availability monitor (an outage is logged once and answered 503); the job
    // queue's background polling does not, so that it cannot flap the monitor around an outage.
    const db = watchAvailability(unwatchedDb, availability);
    await app.register(dbPlugin, { db, availability });
    // Like the job queue, the schema check runs in the background of probes: outside the outage monitor.
    const readiness = new Readiness(
      options.schemaCheck ??
        (async () => [
          ...(await pendingSchemaChanges(unwatchedDb)),
          ...(await findMissingSchema(unwatchedDb)),
        ]),
      app.log,
    );
    await readiness.checkSchema();
    app.decorate('readiness', readiness);
    // While draining (SIGTERM), every answer closes its connection, so that the balancer's and the
    // clients' next requests open new connections, to the instances that stay; an answer to a request
    // that arrived before the signal too, or its connection would hold the close until it timed out.
    app.addHook('onSend', (_request, reply, payload, hookDone) => {
      if (readiness.draining) reply.header('connection', 'close');
      hookDone(null, payload);
    });

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
        onError: (error, request) => {
          // An outage is logged once by the database monitor, not once per identity provider request.
          if (error instanceof DatabaseUnavailableError) return;
          // The provider answers outside Fastify's request: its line gets the request's id from here.
          const reqId = request === undefined ? undefined : requestIdOfRaw(request);
          const log = reqId === undefined ? app.log : app.log.child({ reqId });
          // A malformed value sent by a client (NUL in client_id…) is answered 400, not the server's fault.
          if (isInvalidInputError(error)) {
            log.warn({ sqlState: error.code }, 'identity provider input refused');
            return;
          }
          log.error({ err: error }, 'identity provider error');
        },
      });
      verifier = localIdentityTokenVerifier(signingKey.publicJwk, config.oidc.issuer, config.oidc.clientId, {
        room: config.oidc.roomClaim,
      });
    } else {
      verifier = remoteIdentityTokenVerifier(config.oidc.issuer, config.oidc.clientId, fetch, {
        room: config.oidc.roomClaim,
      });
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

    await app.register(
      securityHeadersPlugin,
      securityHeaders(config, webAppInlineScriptSources(config.webDistDir)),
    );
    // Before every route, so that its onSend hook sees every answer (the web app's files arrive already
    // compressed and pass through).
    await app.register(compress, compressionOptions);
    // Not global: the sign-in and password forms (brute force), submissions and uploads are limited, the
    // rest of the API is not. Counted in the database, so limits hold across instances.
    await app.register(sharedRateLimit);
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
      findMissingSchema: () => findMissingSchema(db),
      identityProvider:
        config.oidc.mode === 'embedded'
          ? { mode: 'embedded' }
          : { mode: 'external', probe: externalIdentityProviderProbe(config.oidc.issuer) },
      version: options.version ?? resolveServerVersion(config.commit),
    });
    // Web Push (issue #12), FCM for the native apps (ADR 016), and the job queue that delivers
    // notifications (and pushes them).
    const vapid = await resolveVapidKeys(db, config.push.vapid);
    const push = observedPushSender(
      devicePushSender(
        webPushSender(
          { ...vapid, subject: config.push.subject },
          config.push.serviceOrigins,
          options.pushAgent,
        ),
        config.push.fcm === null ? null : fcmSender(config.push.fcm),
      ),
      app.log,
      metrics,
    );
    // Contact form e-mails (issue #15): an SMTP server by URL, else the local outbox (nothing leaves).
    const mailer =
      config.mail.smtpUrl === null
        ? observedMailer(outboxMailer(unwatchedDb), 'outbox', app.log, metrics)
        : observedMailer(smtpMailer(config.mail.smtpUrl), 'smtp', app.log, metrics);
    app.addHook('onClose', () => {
      mailer.close();
    });
    // Typed by the queue list, so that a queue the start-up steps create never lacks its handler.
    const jobHandlers: Record<JobQueueName, JobHandler<object>> = {
      [NOTIFICATION_DELIVERY_JOB]: notificationDeliveryHandler(unwatchedDb, push, (messageId, report) => {
        app.log.info({ messageId, ...report }, 'notification delivered');
      }),
      [CONTACT_ENTRY_EMAIL_JOB]: contactEntryEmailHandler(unwatchedDb, mailer, config.mail.from),
      [STAFF_PUBLICATION_JOB]: staffPublicationHandler(unwatchedDb),
      // Run by the queue only once started, so the queue below exists by then.
      [MAINTENANCE_AUTO_CLOSE_JOB]: maintenanceAutoCloseHandler(unwatchedDb, () => maintenanceEffects),
    };
    const jobs = await startJobQueue(unwatchedDb, jobHandlers, {
      pollingIntervalSeconds: 1,
      work: options.runJobs ?? true,
      onError: (error) => {
        if (!(error instanceof DatabaseUnavailableError)) app.log.error({ err: error }, 'job queue error');
      },
      onJobFailed: (queue, error) => {
        metrics.jobFailures.inc({ queue });
        if (!(error instanceof DatabaseUnavailableError)) app.log.warn({ queue, err: error }, 'job failed');
      },
    });
    const maintenanceEffects: MaintenanceEffects = {
      now: () => new Date(clock()),
      deliver: (messageId) =>
        jobs.send(NOTIFICATION_DELIVERY_JOB, { messageId }, { singletonKey: `message-${String(messageId)}` }),
      closeLater: (requestId, at) =>
        jobs.send(
          MAINTENANCE_AUTO_CLOSE_JOB,
          { requestId },
          { startAfter: at, singletonKey: `maintenance-close-${String(requestId)}-${String(at.getTime())}` },
        ),
    };
    metrics.watch({
      pool: () => unwatchedDb.poolStats(),
      // Through the monitor: a scrape notices an outage, or its end, even when no request comes.
      databaseAnswers: () =>
        db.query('SELECT 1').then(
          () => true,
          () => false,
        ),
      outagesStarted: () => availability.outagesStarted,
      queues: () => jobs.stats(),
    });
    // Registered after the database plugin, so it runs first on close: no job is left mid-query.
    app.addHook('onClose', async () => {
      await jobs.stop();
      app.log.info('job queue stopped');
    });

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
        await api.register(maintenanceRoutes, { effects: maintenanceEffects });
        await api.register(staffGrantsRoutes);
        await api.register(staffItemsRoutes, { jobs, clock });
        await api.register(staffAutosavesRoutes);
        await api.register(staffMediaRoutes);
        await api.register(staffPreviewRoutes, {
          key: deriveKey(secret, 'staff preview links'),
          clock,
          publicUrl: config.publicUrl,
        });
        await api.register(staffNotificationsRoutes, { jobs, clock });
        await api.register(staffFormsRoutes);
        await api.register(staffAuditRoutes);
        await api.register(staffMaintenanceRoutes, { clock });
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
