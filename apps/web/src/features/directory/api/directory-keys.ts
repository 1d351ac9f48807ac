/** Query keys of the directory feature; mutations invalidate by these. */
export interface UsersFilter {
  tagIds: readonly number[];
  /** Only these people (the contacts view); null for everyone the viewer may find. */
  include: readonly number[] | null;
}

export const directoryKeys = {
  all: ['directory'] as const,
  users: (filter: UsersFilter) => ['directory', 'users', filter] as const,
  relations: () => ['directory', 'relations'] as const,
  tagGroups: () => ['directory', 'tag-groups'] as const,
  blocks: () => ['directory', 'blocks'] as const,
  committee: (houseId: number) => ['directory', 'committee', houseId] as const,
};
