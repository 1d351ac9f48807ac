import type { Page } from '@campus/domain/content';

/**
 * The pages of a nested path (/pages/a/b/c), root first, from the candidates the API returned for all its
 * slugs: a must be top-level, b a child of a, c a child of b. null when any link of the chain is missing
 * (the 404 content, §2.14).
 */
export function resolvePagePath(candidates: readonly Page[], slugs: readonly string[]): Page[] | null {
  const chain: Page[] = [];
  let parent = 0;
  for (const slug of slugs) {
    const page = candidates.find((candidate) => candidate.slug === slug && candidate.parent === parent);
    if (page === undefined) return null;
    chain.push(page);
    parent = page.id;
  }
  return chain.length === 0 ? null : chain;
}
