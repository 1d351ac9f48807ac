import { describe, expect, it } from 'vitest';
import { stringsUsedIn } from './strings-in-source.ts';

// What the strings checks count as a module's use of a namespace (route-strings.test.ts,
// first-paint-strings.test.ts): read from its source text, against the English catalogs.
describe('the strings a module names', () => {
  it('counts a key wherever it is written: t(), a table, a template, useTranslation', () => {
    const source = `
      t('staff:items.title');
      const NAV = { label: "layout:nav.news", to: '/news' };
      t(\`staff:edit.new.\${type}\`);
      t(\`debug:\${key}\`);
      const { t } = useTranslation(['map', 'wizard']);`;
    expect(stringsUsedIn(source)).toEqual([
      { namespace: 'staff', key: 'items.title' },
      { namespace: 'layout', key: 'nav.news' },
      { namespace: 'staff', key: 'edit.new.' },
      { namespace: 'debug', key: '*' },
      { namespace: 'map', key: '*' },
      { namespace: 'wizard', key: '*' },
    ]);
  });

  it('leaves alone what only looks like a key: a scheme, an unknown namespace or key', () => {
    const source = `
      href = 'mailto:portail@campus.example';
      t('nowhere:title');
      t('staff:no.such.key');
      t('staff:');`;
    expect(stringsUsedIn(source)).toEqual([]);
  });
});
