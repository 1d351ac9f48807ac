/**
 * A per-instance memory of content that does not depend on who asks (the projected news pages, events and
 * directory people), so the hot lists stop reading and re-serialising the same rows from the database on
 * every request. What depends on the viewer (which events and people they may see, in which order, blocks,
 * relations, privacy projection) is still decided by the database and the services on every request, or
 * kept per set of the viewer's houses where those alone decide it (event pages, the unfiltered directory).
 *
 * Freshness is exact, across every instance on the same database: each entry belongs to a content version
 * (db/content-versions.ts, migration 020) that every write bumps in its own transaction, and the caller
 * reads the current version (one primary-key row) before asking here. A version that differs from the one
 * held drops everything held, so a committed write is seen by the next request of every instance. Bounded:
 * at most `maxEntries` per kind, the least recently used dropped first.
 * docs/decisions/020-versioned-content-cache.md.
 */
import type { DirectoryPersonRow } from '../db/directory-repository.ts';
import type { EventPost, Post } from '@campus/domain/content';
import type { SearchResult } from '@campus/domain/search';
import type { Listed } from '../db/content-sql.ts';

export class VersionedContentCache<Value> {
  private version: string | null = null;
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used first.
  private readonly entries = new Map<string, Value>();

  constructor(private readonly maxEntries: number) {}

  /** The value kept for `key` at `version`, or undefined when none is (or it belongs to another version). */
  get(version: string, key: string): Value | undefined {
    if (version !== this.version) return undefined;
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Keeps a value read at (or after) `version`; a version other than the one held replaces them all. */
  set(version: string, key: string, value: Value): void {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Pages of news by query: the pages people read, and single news items by slug (a page is up to ~70 KB). */
const NEWS_PAGES_MAX = 200;
/** Projected events and directory people, by id (the large campus: 4,000 events, 12,000 people). */
const EVENTS_MAX = 10_000;
const PEOPLE_MAX = 20_000;
/** Pages of event ids by query and set of houses (40 houses, a few lists each; ~1 KB a page). */
const EVENT_PAGES_MAX = 2_000;
/**
 * The unfiltered directory's ordered people per set of the viewer's houses: 40 houses and residents of one
 * or two of them make the 40 single houses, the few pairs in use and the empty set. At most 12,000 ids an
 * entry, 48 KB as an Int32Array, so 200 entries hold 9.6 MB at most; the large campus's lists (its 6,600
 * listed public people and a house's 100–120 others) hold 27 KB each, 1.2 MB for its 43 sets.
 */
const DIRECTORY_LISTS_MAX = 200;
/** Pages of content search answers with their embedded objects (~2 KB a result; people type as they search). */
const SEARCH_PAGES_MAX = 500;

export interface ContentCaches {
  /** Whole pages of news with their totals: news depends on nobody's identity. */
  newsPages: VersionedContentCache<Listed<Post>>;
  /** Events as the API sends them, by id; which ones a viewer may see is decided per request. */
  events: VersionedContentCache<EventPost>;
  /**
   * The ids and total of pages of events by query and the viewer's houses, which alone decide which events a
   * viewer may see (§3): the same for every resident of the same houses.
   */
  eventPages: VersionedContentCache<Listed<number>>;
  /** People's directory rows (with their houses), by id; visibility and projection are per request. */
  people: VersionedContentCache<DirectoryPersonRow>;
  /**
   * The unfiltered directory's people by set of houses (sorted ids, comma-separated): the ids, in directory
   * order, of every listed person a member of exactly those houses may see, the viewer NOT left out (§5,
   * §6: who may be found depends on the viewer's houses only). The service leaves the viewer out per request.
   */
  directoryLists: VersionedContentCache<Int32Array>;
  /**
   * Pages of content found by the search (type=post) with their totals and embedded objects, by query and
   * the viewer's houses when events are searched (docs/decisions/038-search-cache.md). Never people.
   */
  searchPages: VersionedContentCache<Listed<SearchResult>>;
}

// One set of caches per database handle: each server instance (buildApp) has its own handle, so two
// instances on one database keep separate memories, as separate processes would.
const cachesByDb = new WeakMap<object, ContentCaches>();

export function contentCachesOf(db: object): ContentCaches {
  let caches = cachesByDb.get(db);
  if (caches === undefined) {
    caches = {
      newsPages: new VersionedContentCache(NEWS_PAGES_MAX),
      events: new VersionedContentCache(EVENTS_MAX),
      eventPages: new VersionedContentCache(EVENT_PAGES_MAX),
      people: new VersionedContentCache(PEOPLE_MAX),
      directoryLists: new VersionedContentCache(DIRECTORY_LISTS_MAX),
      searchPages: new VersionedContentCache(SEARCH_PAGES_MAX),
    };
    cachesByDb.set(db, caches);
  }
  return caches;
}
