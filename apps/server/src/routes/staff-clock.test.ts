import type { StaffItem, StaffItemBody } from '@campus/domain/staff';
import { STAFF_PATH } from '@campus/domain/staff';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestsAs, signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { staffReason } from '../services/staff/staff-messages.ts';

/**
 * The app's clock, years ahead of the real one: a time between the two is in the future by the system's
 * clock but past by the app's, so only a service that reads the injected clock refuses it.
 */
const APP_NOW = Date.parse('2039-12-31T12:00:00Z');
const PAST_BY_APP_CLOCK = '2039-06-01T09:00';
const FUTURE_BY_APP_CLOCK = '2040-06-01T09:00';

describe("the staff console's schedules follow the app's clock, not the system's (issue #30)", () => {
  let app: FastifyInstance;
  let paul: SignedInCaller;

  const as = requestsAs(() => app);

  beforeAll(async () => {
    app = await buildTestApp({}, { clock: () => APP_NOW });
    paul = await signedInCaller(app, 'paul.durand');
  });
  afterAll(() => app.close());

  it('refuses to schedule an item for a time the app clock has passed, and schedules one after it', async () => {
    const body: StaffItemBody = {
      houses: [],
      fr: { title: 'Horloge FR', content: '<p>Texte</p>', faq: [] },
      en: { title: 'Clock EN', content: '<p>Text</p>', faq: [] },
      image: null,
    };
    const created = await as(paul, 'POST', `${STAFF_PATH}/items/post`, body);
    expect(created.statusCode, created.body).toBe(201);
    const { group } = created.json<StaffItem>();
    const transitions = `${STAFF_PATH}/items/post/${encodeURIComponent(group)}/transitions`;

    const past = await as(paul, 'POST', transitions, { action: 'schedule', at: PAST_BY_APP_CLOCK });
    expect(past.statusCode, past.body).toBe(400);
    // In Paul's language, whichever it is: the reason is the schedule's being past.
    const reasons = [staffReason('scheduleInPast', 'fr'), staffReason('scheduleInPast', 'en')];
    expect(reasons).toContain(past.json<{ data: { params: { at: string } } }>().data.params.at);

    const future = await as(paul, 'POST', transitions, { action: 'schedule', at: FUTURE_BY_APP_CLOCK });
    expect(future.statusCode, future.body).toBe(200);
    expect(future.json<StaffItem>()).toMatchObject({ status: 'future', publish_at: FUTURE_BY_APP_CLOCK });
  });

  it('refuses a notification to send at a time the app clock has passed, and queues one after it', async () => {
    const message = (sendAt: string) => ({
      audience: { type: 'person', username: 'sofia.garcia' },
      content: { fr: 'Horloge', en: 'Clock' },
      send_at: sendAt,
    });
    const past = await as(paul, 'POST', `${STAFF_PATH}/notifications`, message(PAST_BY_APP_CLOCK));
    expect(past.statusCode, past.body).toBe(400);
    expect(past.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { send_at: 'The sending time must be in the future.' } },
    });

    const future = await as(paul, 'POST', `${STAFF_PATH}/notifications`, message(FUTURE_BY_APP_CLOCK));
    expect(future.statusCode, future.body).toBe(202);
  });
});
