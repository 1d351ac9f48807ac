import { describe, expect, it } from 'vitest';
import { plainTextOf } from './event-icalendar.ts';

describe('plainTextOf: CMS HTML as the plain text of an iCalendar DESCRIPTION', () => {
  it('drops tags, keeps paragraphs and line breaks as lines, decodes entities', () => {
    expect(
      plainTextOf('<p>Bring <strong>shoes</strong> &amp; water.</p><p>Meet at 18:00<br/>Gate&nbsp;A</p>'),
    ).toBe('Bring shoes & water.\nMeet at 18:00\nGate A');
    expect(plainTextOf('Caf&eacute; &#233;t&#xE9;')).toBe('Caf&eacute; été');
    expect(plainTextOf('<script>alert(1)</script>')).toBe('alert(1)');
  });
});
