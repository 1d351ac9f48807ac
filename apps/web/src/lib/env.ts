import { PORTAL_CONFIG_PATH, type PortalConfig } from '@campus/domain/portal-config';

/**
 * The runtime configuration of the web app: read once at start from the server that serves it, so one
 * build runs against any deployment. A bad configuration stops start-up with a reason, never half-runs.
 */
export class PortalConfigError extends Error {
  override readonly name = 'PortalConfigError';
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireString(source: Json, key: string, path: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new PortalConfigError(`${path}.${key} must be a non-empty string`);
  }
  return value;
}

function requireUrl(source: Json, key: string, path: string): string {
  const value = requireString(source, key, path);
  try {
    new URL(value);
  } catch {
    throw new PortalConfigError(`${path}.${key} must be an absolute URL`);
  }
  return value;
}

function requireObject(source: Json, key: string, path: string): Json {
  const value = source[key];
  if (!isObject(value)) throw new PortalConfigError(`${path}.${key} must be an object`);
  return value;
}

/** Checks the shape of PortalConfig and names the first field that is wrong. */
export function parsePortalConfig(raw: unknown): PortalConfig {
  if (!isObject(raw)) throw new PortalConfigError('the configuration must be a JSON object');
  const oidc = requireObject(raw, 'oidc', 'config');
  const storeLinks = requireObject(raw, 'storeLinks', 'config');
  const accountUrl = oidc.accountUrl;
  if (accountUrl !== undefined && accountUrl !== null && typeof accountUrl !== 'string') {
    throw new PortalConfigError('config.oidc.accountUrl must be a string or null');
  }
  return {
    oidc: {
      authority: requireUrl(oidc, 'authority', 'config.oidc'),
      clientId: requireString(oidc, 'clientId', 'config.oidc'),
      scope: requireString(oidc, 'scope', 'config.oidc'),
      accountUrl: accountUrl ?? null,
    },
    supportEmail: requireString(raw, 'supportEmail', 'config'),
    storeLinks: {
      ios: requireUrl(storeLinks, 'ios', 'config.storeLinks'),
      android: requireUrl(storeLinks, 'android', 'config.storeLinks'),
    },
  };
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
