import { describe, expect, it } from 'vitest';
import { NOTIFICATION_LINK_PATTERN } from './notification.ts';
import { notificationLinkProblem, notificationTextLength } from './staff-notification.ts';

describe('the notification composer’s rules (issue #33)', () => {
  it('counts characters as the push preview does (an emoji is one) and says how many pass the 115 cut', () => {
    expect(notificationTextLength('é'.repeat(115))).toEqual({ length: 115, over: 0 });
    expect(notificationTextLength('🎉'.repeat(116))).toEqual({ length: 116, over: 1 });
    // As the list shows it: without its paragraph tags, spaces collapsed.
    expect(notificationTextLength('<p>Bonjour  à tous</p>\n')).toEqual({ length: 14, over: 0 });
  });

  it('explains each link the server would refuse, and none it accepts', () => {
    const cases: [string, ReturnType<typeof notificationLinkProblem>][] = [
      ['', null],
      ['/news/fete', null],
      ['https://example.org/a', null],
      ['//evil.example', 'protocol-relative'],
      ['http://example.org', 'not-https'],
      ['javascript:alert(1)', 'not-https'],
      ['/news/a b', 'spaces'],
      ['news/fete', 'not-a-path'],
    ];
    for (const [link, problem] of cases) {
      expect(notificationLinkProblem(link), link).toBe(problem);
      // The same verdict as the server's pattern.
      expect(new RegExp(NOTIFICATION_LINK_PATTERN).test(link), link).toBe(problem === null);
    }
  });
});
