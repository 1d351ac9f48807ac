import type { DirectoryUser } from '@campus/domain/directory-user';

/** The shared name, or a neutral label for someone who shares only their photo. */
export function displayName(person: DirectoryUser, fallback: string): string {
  return person.name.trim() === '' ? fallback : person.name;
}
