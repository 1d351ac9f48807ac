import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalIdentityProviderProbe } from './identity-provider-probe.ts';

describe('the external identity provider, as /health reports it', () => {
  let server: Server;
  let issuer: string;
  let discoveryRequests = 0;

  beforeAll(async () => {
    // A stand-in for the campus identity provider: it only has to answer its discovery document.
    server = createServer((request, response) => {
      discoveryRequests += 1;
      const found = request.url === '/realms/campus/.well-known/openid-configuration';
      response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (typeof address !== 'object' || address === null) throw new Error('no address');
    issuer = `http://127.0.0.1:${String(address.port)}/realms/campus`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('is up when its discovery document answers, and asks it at most every 30 s', async () => {
    let now = 0;
    const probe = externalIdentityProviderProbe(issuer, fetch, () => now);
    expect(await probe()).toBe('up');
    now = 29_000;
    expect(await probe()).toBe('up');
    expect(discoveryRequests).toBe(1);
  });

  it('is down when the document is missing or the provider does not answer', async () => {
    expect(await externalIdentityProviderProbe(`${issuer}/wrong`)()).toBe('down');
    expect(await externalIdentityProviderProbe('http://127.0.0.1:1/realms/campus')()).toBe('down');
  });
});
