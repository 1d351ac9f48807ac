/**
 * The portal's Prometheus metrics (issue #28, docs/decisions/024, every series described in
 * docs/operations.md). One registry per app, so that tests building several apps in one process each see
 * their own. Counters are counted where things happen; the database pool, the database's state and the job
 * queues are read when Prometheus scrapes.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../db/db.ts';
import type { QueueStats } from '../jobs/job-queue.ts';

export type SignInOutcome = 'success' | 'refused';
export type PasswordSignInOutcome = 'success' | 'refused' | 'rate_limited';
export type PushChannel = 'webpush' | 'fcm';
export type PushDeliveryOutcome = 'sent' | 'gone' | 'failed';
export type MailTransport = 'smtp' | 'outbox';
export type MailDeliveryOutcome = 'sent' | 'failed';

/** What the scrape reads from the running app. */
export interface ScrapedSources {
  pool: () => PoolStats;
  /** Whether the database answers now (a cheap statement through the availability monitor). */
  databaseAnswers: () => Promise<boolean>;
  /** Outages the availability monitor has seen begin since start. */
  outagesStarted: () => number;
  queues: () => Promise<QueueStats[]>;
}

/**
 * One load for the series a scrape reads together (the queue counts and ages come from one query): prom-client
 * starts every series' collect at once, so the later ones join the load in flight; the next scrape loads
 * afresh.
 */
function sharedWhileInFlight<T>(load: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= load().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

export class PortalMetrics {
  readonly registry = new Registry();

  readonly httpRequestDuration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route template and status (its _count is the request count).',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly queryErrors = new Counter({
    name: 'portal_db_query_errors_total',
    help: 'Database operations that failed: unavailable (no connection), timeout (statement timeout), invalid_input (a value the database refused), other.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly jobFailures = new Counter({
    name: 'portal_job_failures_total',
    help: 'Job attempts that failed on this instance, by queue (each is retried until its retries are used up).',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });

  readonly signIns = new Counter({
    name: 'portal_sign_ins_total',
    help: "Sign-ins to the portal with the identity provider's tokens: success (a session opened) or refused.",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly passwordSignIns = new Counter({
    name: 'portal_password_sign_ins_total',
    help: "The embedded identity provider's sign-in form: success, refused (wrong credentials) or rate_limited.",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly pushDeliveries = new Counter({
    name: 'portal_push_deliveries_total',
    help: 'Pushes to devices, by channel (webpush, fcm) and outcome (sent, gone: subscription expired and removed, failed).',
    labelNames: ['channel', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly mailDeliveries = new Counter({
    name: 'portal_mail_deliveries_total',
    help: 'E-mails, by transport (smtp, outbox: kept in the database) and outcome (sent, failed).',
    labelNames: ['transport', 'outcome'] as const,
    registers: [this.registry],
  });

  /** The series read from the running app at each scrape, and the process's own. */
  watch(sources: ScrapedSources): void {
    const queues = sharedWhileInFlight(sources.queues);
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Database connections of this instance: in_use, idle, and max (the pool size; PGlite is one engine).',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const pool = sources.pool();
        this.set({ state: 'in_use' }, pool.inUse);
        this.set({ state: 'idle' }, pool.open - pool.inUse);
        this.set({ state: 'max' }, pool.max);
      },
    });
    new Gauge({
      name: 'portal_db_pool_waiting',
      help: 'Database operations of this instance waiting for a connection.',
      registers: [this.registry],
      collect() {
        this.set(sources.pool().waiting);
      },
    });
    new Gauge({
      name: 'portal_db_up',
      help: 'Whether the database answers (1) or not (0), checked at the scrape.',
      registers: [this.registry],
      async collect() {
        this.set((await sources.databaseAnswers()) ? 1 : 0);
      },
    });
    let outagesCounted = 0;
    new Counter({
      name: 'portal_db_outages_total',
      help: 'Database outages this instance has seen begin (each is logged once, with its length when it ends).',
      registers: [this.registry],
      collect() {
        const started = sources.outagesStarted();
        this.inc(started - outagesCounted);
        outagesCounted = started;
      },
    });
    new Gauge({
      name: 'portal_jobs',
      help: 'Jobs by queue and state: queued (due, waiting for a worker), scheduled (due later), active, failed (retries used up, kept 12 hours).',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        // The database down: no figures rather than stale ones (portal_db_up says why).
        this.reset();
        for (const stats of await queues().catch(() => [])) {
          this.set({ queue: stats.queue, state: 'queued' }, stats.queued);
          this.set({ queue: stats.queue, state: 'scheduled' }, stats.scheduled);
          this.set({ queue: stats.queue, state: 'active' }, stats.active);
          this.set({ queue: stats.queue, state: 'failed' }, stats.failed);
        }
      },
    });
    new Gauge({
      name: 'portal_job_oldest_queued_age_seconds',
      help: 'How long the longest-waiting due job of each queue has waited since it became due (0: none waits).',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const stats of await queues().catch(() => [])) {
          this.set({ queue: stats.queue }, stats.oldestQueuedSeconds);
        }
      },
    });
  }

  /**
   * Node's own series (CPU, memory, event loop lag, garbage collection, handles): only where the metrics are
   * served, as prom-client starts monitors for them that live as long as the process.
   */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }
}
