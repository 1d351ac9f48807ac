/**
 * The requests the load bench drives, as a signed-in resident's portal makes them (spec §7), and the
 * maintenance team's triage queue (issue #32), asked by a member of the campus's staff (every house).
 */
export const TARGET_NAMES = [
  'posts20',
  'slug',
  'event100',
  'users100',
  'me',
  'search',
  'notifications',
  'triage',
] as const;
export type TargetName = (typeof TARGET_NAMES)[number];

/** The targets asked by the team member (BENCH_TEAM_MEMBER) rather than the resident. */
export const TEAM_TARGETS: readonly TargetName[] = ['triage'];

const POSTS20 = '/wp-json/wp/v2/posts?per_page=20&wpml_language=fr';

/** The path of each target; `slug` asks for the newest news item by its slug, found on the first page. */
export async function targetPaths(
  origin: string,
  headers: Record<string, string>,
): Promise<Record<TargetName, string>> {
  const response = await fetch(`${origin}${POSTS20}`, { headers });
  const posts = (await response.json()) as { slug: string }[];
  const slug = posts[0]?.slug;
  if (slug === undefined) throw new Error('No news to ask for by slug');
  return {
    posts20: POSTS20,
    slug: `/wp-json/wp/v2/posts?slug=${encodeURIComponent(slug)}&wpml_language=fr`,
    event100: '/wp-json/wp/v2/event?per_page=100&wpml_language=fr',
    users100: '/wp-json/wp/v2/users?per_page=100',
    me: '/wp-json/wp/v2/users/me',
    search: '/wp-json/wp/v2/search?search=biblio&wpml_language=fr&_embed',
    notifications: '/wp-json/wp/v2/notification?per_page=20&wpml_language=fr',
    triage: '/wp-json/portal/v1/staff/maintenance-requests?status=open&per_page=20',
  };
}

/** Parses BENCH_TARGETS (comma-separated names), all targets when unset. */
export function chosenTargets(raw: string | undefined): TargetName[] {
  if (raw === undefined || raw.trim() === '') return [...TARGET_NAMES];
  const names = raw.split(',').map((name) => name.trim());
  for (const name of names) {
    if (!(TARGET_NAMES as readonly string[]).includes(name)) {
      throw new Error(`Unknown target ${name}: choose among ${TARGET_NAMES.join(', ')}`);
    }
  }
  return names as TargetName[];
}
