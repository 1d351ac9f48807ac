import type { StaffItem, StaffItemBody } from '@campus/domain/staff';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsAs, signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { appForSuite } from '../../test/test-app.ts';
import { staffReason } from '../services/staff/staff-messages.ts';

/**
 * The app's clock, years ahead of the real one: a time between the two is in the future by the system's
 * clock but past by the app's, so only a service that reads the injected clock refuses it.
 */
const APP_NOW = Date.parse('2039-12-31T12:00:00Z');
const PAST_BY_APP_CLOCK = '2039-06-01T09:00';
const FUTURE_BY_APP_CLOCK = '2040-06-01T09:00';

describe("the staff console's schedules follow the app's clock, not the system's (issue #30)", () => {
  const app = appForSuite({}, { clock: () => APP_NOW });
  const call = callsAs(app);
  let paul: SignedInCaller;

  beforeAll(async () => {
    paul = await signedInCaller(app(), 'paul.durand');
  });

  it('refuses to schedule an item for a time the app clock has passed, and schedules one after it', async () => {
    const body: StaffItemBody = {
      houses: [],
      fr: { title: 'Horloge FR', content: '<p>Texte</p>', faq: [] },
      en: { title: 'Clock EN', content: '<p>Text</p>', faq: [] },
      image: null,
    };
    const created = await call(paul, 'POST /portal/v1/staff/items/{type}', {
      params: { type: 'post' },
      body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { group } = created.json<StaffItem>();
    const schedule = (at: string) =>
      call(paul, 'POST /portal/v1/staff/items/{type}/{group}/transitions', {
        params: { type: 'post', group },
        body: { action: 'schedule', at },
      });

    const past = await schedule(PAST_BY_APP_CLOCK);
    expect(past.statusCode, past.body).toBe(400);
    // In Paul's language, whichever it is: the reason is the schedule's being past.
    const reasons = [staffReason('scheduleInPast', 'fr'), staffReason('scheduleInPast', 'en')];
    expect(reasons).toContain(past.json<{ data: { params: { at: string } } }>().data.params.at);

    const future = await schedule(FUTURE_BY_APP_CLOCK);
    expect(future.statusCode, future.body).toBe(200);
    expect(future.json<StaffItem>()).toMatchObject({ status: 'future', publish_at: FUTURE_BY_APP_CLOCK });
  });

  it('refuses a notification to send at a time the app clock has passed, and queues one after it', async () => {
    const send = (sendAt: string) =>
      call(paul, 'POST /portal/v1/staff/notifications', {
        body: {
          audience: { type: 'person', username: 'sofia.garcia' },
          content: { fr: 'Horloge', en: 'Clock' },
          send_at: sendAt,
        },
      });
    const past = await send(PAST_BY_APP_CLOCK);
    expect(past.statusCode, past.body).toBe(400);
    expect(past.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { send_at: 'The sending time must be in the future.' } },
    });

    const future = await send(FUTURE_BY_APP_CLOCK);
    expect(future.statusCode, future.body).toBe(202);
  });
});
