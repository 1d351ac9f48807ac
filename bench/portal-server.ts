import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The real server on the embedded default (sample campus, PGlite in `dataDir`), serving the web build in
 * `webDistDir`, as the browser benches measure it; resolves once /health answers.
 */
export async function startPortalServer(
  port: number,
  dataDir: string,
  webDistDir: string,
): Promise<ChildProcess> {
  const baseUrl = `http://localhost:${String(port)}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      // No balancer to leave: stop at once on SIGTERM (docs/operations.md).
      SHUTDOWN_DRAIN_SECONDS: '0',
      WEB_DIST_DIR: webDistDir,
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /health within 2 minutes');
}

/** Stops the server and waits for it to exit. */
export async function stopPortalServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
