import { PORTAL_CONFIG_PATH, PortalConfigSchema, type PortalConfig } from '@campus/domain/portal-config';
import { Value } from 'typebox/value';

/**
 * The runtime configuration of the web app: read once at start from the server that serves it, so one
 * build runs against any deployment. A bad configuration stops start-up with a reason, never half-runs.
 */
export class PortalConfigError extends Error {
  override readonly name = 'PortalConfigError';
}

/** The first thing wrong with the configuration, named by its path (`config.oidc.authority`). */
function firstProblem(raw: unknown): string | null {
  const [error] = Value.Errors(PortalConfigSchema, raw);
  if (error === undefined) return null;
  const path = `config${error.instancePath.replaceAll('/', '.')}`;
  if (error.keyword === 'format') return `${path} must be an absolute URL`;
  if (error.keyword === 'minLength' || error.keyword === 'pattern')
    return `${path} must be a non-empty string`;
  if (error.keyword === 'required') {
    const missing = (error.params as { requiredProperties?: string[] }).requiredProperties ?? [];
    return `${path}.${missing.join(', ')} must be set`;
  }
  return `${path} ${error.message}`;
}

/** Checks the configuration against the shared PortalConfigSchema and names the first field that is wrong. */
export function parsePortalConfig(raw: unknown): PortalConfig {
  // An absent accountUrl is the schema's default (null); the caller's object is left as it was.
  const config = Value.Default(PortalConfigSchema, Value.Clone(raw));
  const problem = firstProblem(config);
  if (problem !== null) throw new PortalConfigError(problem);
  return config as PortalConfig;
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
