import type { FastifyInstance } from 'fastify';
import { signedInCaller, type SignedInCaller } from './signed-in-caller.ts';

/**
 * The people of the maintenance request tests (issue #32), signed in: camille and hugo live in the Deutsch
 * house, whose maintenance team is mehdi; alice lives in the Argentine house; chloe edits the Brazil house
 * (no maintenance role); paul is a campus administrator and editor; emma has no house.
 */
export interface MaintenancePeople {
  camille: SignedInCaller;
  hugo: SignedInCaller;
  mehdi: SignedInCaller;
  alice: SignedInCaller;
  chloe: SignedInCaller;
  paul: SignedInCaller;
  emma: SignedInCaller;
}

const USERNAMES: Record<keyof MaintenancePeople, string> = {
  camille: 'camille.dupont',
  hugo: 'hugo.lefevre',
  mehdi: 'mehdi.benali',
  alice: 'alice.martin',
  chloe: 'chloe.moreau',
  paul: 'paul.durand',
  emma: 'emma.leroy',
};

/** Signs them all in (again after the app's clock has moved past their tokens). */
export async function signInMaintenancePeople(app: FastifyInstance): Promise<MaintenancePeople> {
  const people: Partial<MaintenancePeople> = {};
  for (const [name, username] of Object.entries(USERNAMES) as [keyof MaintenancePeople, string][]) {
    people[name] = await signedInCaller(app, username);
  }
  return people as MaintenancePeople;
}
