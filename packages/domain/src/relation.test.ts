import { describe, expect, it } from 'vitest';
import { allowedRelationActions, friendIds, nextRelationAction, type RelationParties } from './relation.ts';

const SENDER = 1;
const RECIPIENT = 2;
const OTHER = 3;
const relation = (relation_status: RelationParties['relation_status']): RelationParties => ({
  user_a: SENDER,
  user_b: RECIPIENT,
  relation_status,
});

describe('next relation action (spec §4)', () => {
  it('offers a request when there is no relation', () => {
    expect(nextRelationAction(SENDER, null)).toBe('request');
  });
  it('prompts the recipient of a pending request and lets the sender delete it', () => {
    expect(nextRelationAction(RECIPIENT, relation('requested'))).toBe('prompt');
    expect(nextRelationAction(SENDER, relation('requested'))).toBe('delete');
  });
  it('accepted: the recipient may refuse, the sender delete', () => {
    expect(nextRelationAction(RECIPIENT, relation('accepted'))).toBe('refuse');
    expect(nextRelationAction(SENDER, relation('accepted'))).toBe('delete');
  });
  it('refused: the recipient may accept, the sender delete', () => {
    expect(nextRelationAction(RECIPIENT, relation('refused'))).toBe('accept');
    expect(nextRelationAction(SENDER, relation('refused'))).toBe('delete');
  });
  it('offers nothing to someone outside the relation', () => {
    expect(nextRelationAction(OTHER, relation('requested'))).toBeNull();
  });
});

describe('allowed relation actions (spec §4, §6)', () => {
  it('only the recipient accepts or refuses, only the sender deletes, nobody else acts', () => {
    expect([...allowedRelationActions(RECIPIENT, relation('requested'))].sort()).toEqual([
      'accept',
      'refuse',
    ]);
    expect([...allowedRelationActions(SENDER, relation('requested'))].sort()).toEqual(['delete', 'request']);
    expect([...allowedRelationActions(OTHER, relation('accepted'))]).toEqual([]);
  });
});

describe('friends list (spec §4)', () => {
  it('keeps accepted and requested relations, one per friend', () => {
    const relations: RelationParties[] = [
      { user_a: 1, user_b: 2, relation_status: 'accepted' },
      { user_a: 3, user_b: 1, relation_status: 'requested' },
      { user_a: 1, user_b: 4, relation_status: 'refused' },
      { user_a: 2, user_b: 1, relation_status: 'requested' },
    ];
    expect(friendIds(1, relations)).toEqual([2, 3]);
  });
});
