import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-diff.ts';

describe('audit entries made readable (issue #18)', () => {
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

  it('cuts long values so a row stays readable', () => {
    const [change] = auditChanges({ content: 'a'.repeat(300) }, { content: 'b' });
    expect(change?.before).toHaveLength(120);
    expect(change?.before.endsWith('…')).toBe(true);
  });
});
