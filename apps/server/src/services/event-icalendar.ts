import type { EventPost } from '@campus/domain/content';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ICAL from 'ical.js';
import { CAMPUS_TIME_ZONE } from '../db/content-sql.ts';

/**
 * Events as an iCalendar document (RFC 5545, issue #19): one VEVENT per event, its times in the campus's
 * time zone with the VTIMEZONE that defines it, a UID stable across exports (so a calendar updates an
 * event rather than duplicating it), and a DTSTAMP. ical.js writes the text (CRLF
 * lines, folding, escaping); the VTIMEZONE comes from the tz database through @touch4it/ical-timezones.
 */
export interface CalendarDocument {
  /** X-WR-CALNAME: the name a calendar application shows for a subscription. */
  name: string;
  events: readonly EventPost[];
  publicUrl: string;
  now: Date;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The text of CMS HTML for a plain-text field: block ends become line breaks, tags go, entities decode. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/li|\/h[1-6])\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** ACF's local `YYYY-MM-DD HH:mm:ss` as a time in the campus zone. */
function localTime(value: string, zone: ICAL.Timezone): ICAL.Time {
  const [date = '', time = '00:00:00'] = value.split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second] = time.split(':').map(Number);
  return ICAL.Time.fromData({ year, month, day, hour, minute, second, isDate: false }, zone);
}

function vevent(event: EventPost, zone: ICAL.Timezone, document: CalendarDocument): ICAL.Component {
  const component = new ICAL.Component('vevent');
  const host = new URL(document.publicUrl).host;
  component.updatePropertyWithValue('uid', `event-${String(event.id)}@${host}`);
  component.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(document.now, true));
  const wrapped = new ICAL.Event(component);
  wrapped.startDate = localTime(event.acf.start, zone);
  wrapped.endDate = localTime(event.acf.end, zone);
  wrapped.summary = plainTextOf(event.title.rendered);
  const description = plainTextOf(event.content.rendered);
  if (description !== '') wrapped.description = description;
  const places = event.acf.locations.map((location) => location.name).filter((name) => name !== '');
  if (places.length > 0) wrapped.location = places.join(', ');
  component.updatePropertyWithValue('url', `${document.publicUrl}/events/${event.slug}`);
  return component;
}

// RFC 5545 §3.1: lines of at most 75 octets. ical.js cuts 75 octets and then prefixes continuation lines
// with the folding space, which makes them 76: cutting at 74 keeps every line within the limit.
ICAL.foldLength = 74;

export function eventsCalendar(document: CalendarDocument): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Campus portal//Events//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('x-wr-calname', document.name);
  calendar.updatePropertyWithValue('x-wr-timezone', CAMPUS_TIME_ZONE);
  const timezone = new ICAL.Component(ICAL.parse(getVtimezoneComponent(CAMPUS_TIME_ZONE) ?? '') as unknown[]);
  calendar.addSubcomponent(timezone);
  const zone = new ICAL.Timezone({ component: timezone, tzid: CAMPUS_TIME_ZONE });
  for (const event of document.events) calendar.addSubcomponent(vevent(event, zone, document));
  return calendar.toString();
}
