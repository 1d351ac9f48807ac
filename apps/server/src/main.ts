import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // A configuration mistake is the operator's to fix: say which variable, without a stack trace.
  console.error(error.message);
  process.exit(1);
}

const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
app.log.info(
  {
    publicUrl: config.publicUrl,
    identityProvider:
      config.oidc.mode === 'embedded' ? `embedded at ${config.oidc.issuer}` : config.oidc.issuer,
    database: config.database.kind === 'postgres' ? 'postgres' : config.database.dataDir,
  },
  'campus portal started',
);

let closing = false;
function shutDown(signal: NodeJS.Signals): void {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);
