import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-diff.ts';

describe('audit entries made readable (issues #18, #33)', () => {
  it('lists only the fields whose value changed, before and after', () => {
    expect(
      auditChanges(
        { status: 'pending', title: 'Fête', houses: [12] },
        { status: 'publish', title: 'Fête', houses: [12] },
      ),
    ).toEqual([{ field: 'status', before: 'pending', after: 'publish' }]);
  });

  it('shows a creation and a deletion against nothing', () => {
    expect(auditChanges(null, { role: 'house-editor' })).toEqual([
      { field: 'role', before: '—', after: 'house-editor' },
    ]);
    expect(auditChanges({ role: 'form-reader' }, null)).toEqual([
      { field: 'role', before: 'form-reader', after: '—' },
    ]);
  });

  it('names the nested field that changed instead of showing cut JSON, and reads rich text as text', () => {
    const before = {
      houses: [12],
      fr: { title: 'Fête', content: '<p>Venez <strong>tous</strong></p>', faq: [{ faq_ask: 'Où ?' }] },
    };
    const after = {
      houses: [12, 14],
      fr: { title: 'Fête', content: '<p>Venez nombreux</p>', faq: [{ faq_ask: 'Où donc ?' }] },
    };
    expect(auditChanges(before, after)).toEqual([
      { field: 'houses', before: '12', after: '12, 14' },
      { field: 'fr.content', before: 'Venez tous', after: 'Venez nombreux' },
      { field: 'fr.faq.0.faq_ask', before: 'Où ?', after: 'Où donc ?' },
    ]);
  });

  it('cuts long text so a row stays readable', () => {
    const [change] = auditChanges({ content: 'a'.repeat(300) }, { content: 'b' });
    expect(change?.before).toHaveLength(120);
    expect(change?.before.endsWith('…')).toBe(true);
  });
});
