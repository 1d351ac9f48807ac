import { PORTAL_CONFIG_PATH } from './constants.ts';
import { defineEndpoints } from './endpoint.ts';
import { HealthSchema, LivenessSchema, ReadinessSchema } from './health.ts';
import { PortalConfigSchema } from './portal-config.ts';

/**
 * The endpoints at the site's root, outside /wp-json (their keys are paths from the root, where the API's
 * are paths below /wp-json): the deployment's health, for people, orchestrators and balancers
 * (docs/decisions/023), and the web app's runtime configuration, read before anyone signs in. All public.
 */
export const siteEndpoints = defineEndpoints({
  'GET /health': {
    summary:
      "The portal's state and each dependency's (database, its schema, the identity provider), with the running version: 200 ok or degraded, 503 unavailable.",
    response: HealthSchema,
    errors: [503],
    errorBodies: { 503: HealthSchema },
    access: 'public',
  },
  'GET /health/live': {
    summary: 'Whether the process answers at all: an orchestrator restarts it when this fails.',
    response: LivenessSchema,
    errors: [],
    access: 'public',
  },
  'GET /health/ready': {
    summary:
      "Whether this instance takes requests (a balancer's check): 503 while it drains or its database lacks part of the schema.",
    response: ReadinessSchema,
    errors: [503],
    errorBodies: { 503: ReadinessSchema },
    access: 'public',
  },
  [`GET ${PORTAL_CONFIG_PATH}` as const]: {
    summary:
      "The web app's runtime configuration: the identity provider, support address, store links, map tiles and notifications.",
    response: PortalConfigSchema,
    errors: [],
    access: 'public',
  },
});
export type SiteContract = typeof siteEndpoints;
export type SiteEndpointKey = keyof SiteContract;
