import type { StaffAutosave } from '@campus/domain/staff-autosave';
import { describe, expect, it } from 'vitest';
import { autosaveClock, autosavedDraft, autosaveToOffer, localTimestamp } from './autosave-draft.ts';
import { autosaveKey, readLocalAutosave, writeLocalAutosave } from './autosave-store.ts';
import { itemBodyOf, newItemDraft } from './item-draft.ts';
import { clearStoredSession, createMemoryStore } from '../../lib/storage.ts';

const saved = {
  ...newItemDraft([12]),
  fr: { ...newItemDraft([]).fr, title: 'Soirée', slug: 'soiree', content: '<p>Texte</p>' },
};
const copy = (title: string, date: string, slug = 'soiree'): StaffAutosave => ({
  // Keys in the order the database returns them (jsonb sorts them): not the editor's.
  content: { image: null, houses: [12], fr: { faq: [], slug, title, content: '<p>Texte</p>' } },
  date,
});

describe('the autosave to offer as an item opens (ADR 034)', () => {
  it('offers the newest copy, from the server or this browser', () => {
    const server = copy('Soirée du serveur', '2026-11-27T14:32:05');
    const here = copy('Soirée du navigateur', '2026-11-27T14:33:00');
    expect(autosaveToOffer('post', saved, [server, here])).toBe(here);
    expect(autosaveToOffer('post', saved, [here, server])).toBe(here);
    expect(autosaveToOffer('post', saved, [null, server])).toBe(server);
    expect(autosaveToOffer('post', saved, [null, null])).toBeNull();
  });

  it('offers nothing when the copy is what is saved, whatever the order of its fields', () => {
    expect(autosaveToOffer('post', saved, [copy('Soirée', '2026-11-27T14:32:05')])).toBeNull();
  });

  it('restores the copy as the editor sends it, addresses included', () => {
    const draft = autosavedDraft(saved, copy('Soirée samba', '2026-11-27T14:32:05', 'soiree-samba').content);
    expect(itemBodyOf('post', draft)).toMatchObject({ fr: { title: 'Soirée samba', slug: 'soiree-samba' } });
  });

  it('dates a copy in local time, and says the time as each language writes it', () => {
    const date = new Date(2026, 10, 27, 9, 5, 7);
    expect(localTimestamp(date)).toBe('2026-11-27T09:05:07');
    expect(autosaveClock(date, 'en')).toBe('09:05');
    expect(autosaveClock(date, 'fr')).toBe('09 h 05');
  });
});

describe("this browser's copies", () => {
  it('are kept per person, type and item, and a damaged one is ignored', () => {
    const storage = createMemoryStore();
    expect(autosaveKey('chloe.moreau', 'post', null)).toBe('campus.staff-autosave.chloe.moreau.post.new');
    const key = autosaveKey('chloe.moreau', 'event', 'event:1');
    const kept = copy('Soirée', '2026-11-27T14:32:05');
    expect(writeLocalAutosave(storage, key, kept)).toBe(true);
    expect(readLocalAutosave(storage, key)).toEqual(kept);
    expect(readLocalAutosave(storage, autosaveKey('mehdi.benali', 'event', 'event:1'))).toBeNull();
    storage.setItem(key, '{"date":1}');
    expect(readLocalAutosave(storage, key)).toBeNull();
    storage.setItem(key, 'not json');
    expect(readLocalAutosave(storage, key)).toBeNull();
  });

  it('say when storage refused them', () => {
    const full = {
      ...createMemoryStore(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(writeLocalAutosave(full, 'campus.staff-autosave.x', copy('Soirée', '2026-11-27T14:32:05'))).toBe(
      false,
    );
  });

  it('go with the rest of the session at sign-out', () => {
    window.localStorage.setItem(autosaveKey('chloe.moreau', 'post', null), JSON.stringify(copy('x', 'y')));
    clearStoredSession(window.localStorage);
    expect(window.localStorage.getItem(autosaveKey('chloe.moreau', 'post', null))).toBeNull();
  });
});
