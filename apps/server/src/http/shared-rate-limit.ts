import { createHash } from 'node:crypto';
import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/db.ts';
import { countHit, deleteEndedCounters } from '../db/rate-limit-counters-repository.ts';

/** How often each instance deletes the counters whose window ended (they are a minute long). */
const CLEANUP_INTERVAL_MS = 60_000;

type HitCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What @fastify/rate-limit hands a store's child(): the limit's options, and the route of a route's limit. */
interface LimitOptions {
  routeInfo?: { method?: unknown; url?: unknown };
}

/**
 * @fastify/rate-limit's store over the portal's database (migration 022), so that every instance counts in
 * the same place. A route's limit counts under its method and path, as the plugin's own store keeps one
 * table per route; a limiter made with app.createRateLimit knows no route, so its keys must name it
 * (`sign-in:address:…`). Stored keys are hashed: bounded, and no address or username at rest.
 */
function databaseStore(db: Queryable): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly namespace = '',
    ) {}

    incr(key: string, callback: HitCallback, timeWindow?: number): void {
      if (timeWindow === undefined) {
        callback(new Error('@fastify/rate-limit gave the store no time window'));
        return;
      }
      const stored = createHash('sha256').update(`${this.namespace}\n${key}`).digest('base64url');
      countHit(db, stored, timeWindow).then(
        ({ hits, remainingMs }) => {
          callback(null, { current: hits, ttl: remainingMs });
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(options: FastifyRateLimitOptions): FastifyRateLimitStore {
      const route = (options as LimitOptions).routeInfo;
      const namespace =
        typeof route?.url === 'string' ? `${String(route.method)} ${route.url}` : this.namespace;
      return new DatabaseStore(options, namespace);
    }
  };
}

/**
 * @fastify/rate-limit (not global: each limited route says so), counting in the database: limits hold across
 * any number of instances (issue #28). A database that cannot count refuses the request (503), as every
 * limited route needs the database anyway.
 */
export const sharedRateLimit = fp(
  async (app) => {
    await app.register(rateLimit, { global: false, store: databaseStore(app.db) });
    const cleanup = setInterval(() => {
      deleteEndedCounters(app.db).catch((error: unknown) => {
        // An outage is logged once by the database monitor; the next round deletes them.
        app.log.debug({ err: error }, 'rate-limit counters not cleaned up');
      });
    }, CLEANUP_INTERVAL_MS);
    cleanup.unref();
    app.addHook('onClose', () => {
      clearInterval(cleanup);
    });
  },
  { name: 'shared-rate-limit', dependencies: ['db'] },
);
