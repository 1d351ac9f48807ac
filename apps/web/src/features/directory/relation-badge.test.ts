import type { RelationParties } from '@campus/domain/relation';
import { describe, expect, it } from 'vitest';
import { relationBadge } from './relation-badge.ts';

const relations: RelationParties[] = [
  { user_a: 1, user_b: 2, relation_status: 'accepted' },
  { user_a: 3, user_b: 1, relation_status: 'requested' },
  { user_a: 1, user_b: 4, relation_status: 'refused' },
];

describe('friend status icon (spec §2.3)', () => {
  it('shows the relation status whichever side sent it, and none without a relation', () => {
    expect(relationBadge(1, 2, relations)).toBe('accepted');
    expect(relationBadge(1, 3, relations)).toBe('requested');
    expect(relationBadge(1, 4, relations)).toBe('refused');
    expect(relationBadge(1, 5, relations)).toBe('none');
  });
});
