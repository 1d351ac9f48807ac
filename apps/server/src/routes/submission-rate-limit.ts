import { WpHttpError } from '@campus/domain/wp-error';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

export interface SubmissionLimits {
  /** Submissions a signed-in person may make in a minute. */
  perPerson: number;
  /** Submissions one address may make in a minute without signing in (the anonymous variant). */
  perAddress: number;
}

/**
 * The rate limit of a form submission route (issue #15): a signed-in person is counted as themselves
 * (several residents behind one campus NAT do not share a budget); a visitor by address. Runs before the
 * handler, after authentication, so the person is known.
 */
export function submissionRateLimit(name: string, limits: SubmissionLimits): RateLimitOptions {
  const personOf = (request: FastifyRequest) => request.user;
  return {
    hook: 'preHandler',
    timeWindow: '1 minute',
    max: (request) => (personOf(request) === null ? limits.perAddress : limits.perPerson),
    keyGenerator: (request) => {
      const person = personOf(request);
      return person === null ? `${name}:address:${request.ip}` : `${name}:person:${String(person.id)}`;
    },
    errorResponseBuilder: () =>
      new WpHttpError(
        429,
        'rest_too_many_submissions',
        'Too many submissions. Please try again in a minute.',
      ),
  };
}
