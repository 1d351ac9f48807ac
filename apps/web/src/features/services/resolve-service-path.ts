import type { ServicePage } from '@campus/domain/service';

/**
 * The services of a nested path (/services/a/b/c), root first, from the candidates the API returned for
 * all its slugs: a must sit at the top of the tree (parent = `rootParent`: 0 for the campus, the house main
 * page id for a house), b be a child of a, c of b. null when any link is missing (the not-found view).
 */
export function resolveServicePath(
  candidates: readonly ServicePage[],
  slugs: readonly string[],
  rootParent: number,
): ServicePage[] | null {
  const chain: ServicePage[] = [];
  let parent = rootParent;
  for (const slug of slugs) {
    const service = candidates.find((candidate) => candidate.slug === slug && candidate.parent === parent);
    if (service === undefined) return null;
    chain.push(service);
    parent = service.id;
  }
  return chain.length === 0 ? null : chain;
}
