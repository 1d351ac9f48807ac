import { PORTAL_CONFIG_PATH } from '@campus/domain/constants';
import type { PortalConfig } from '@campus/domain/portal-config';
import { Check as isCompletePortalConfig } from 'virtual:schema-check/portal-config';

/**
 * The runtime configuration of the web app: read once at start from the server that serves it, so one
 * build runs against any deployment. A bad configuration stops start-up with a reason, never half-runs.
 */
export class PortalConfigError extends Error {
  override readonly name = 'PortalConfigError';
}

/**
 * Checks the configuration against the shared PortalConfigSchema and names the first field that is wrong.
 * A complete configuration, the usual case, needs only the check compiled from the schema at build time
 * (build/standalone-schema-check.ts); anything else loads TypeBox's engine to fill the schema's defaults or
 * name the problem.
 */
export async function parsePortalConfig(raw: unknown): Promise<PortalConfig> {
  if (isCompletePortalConfig(raw)) return raw;
  const { completePortalConfig } = await import('./portal-config-problem.ts');
  return completePortalConfig(raw);
}

export async function loadPortalConfig(fetchImpl: typeof fetch): Promise<PortalConfig> {
  let response: Response;
  try {
    response = await fetchImpl(PORTAL_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new PortalConfigError(`${PORTAL_CONFIG_PATH} could not be fetched`, { cause: error });
  }
  if (!response.ok) throw new PortalConfigError(`${PORTAL_CONFIG_PATH} answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new PortalConfigError(`${PORTAL_CONFIG_PATH} is not JSON`, { cause: error });
  }
  return parsePortalConfig(body);
}
