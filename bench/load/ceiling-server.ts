/**
 * The ceiling of the load bench: a bare node:http server that answers each target's path with the body
 * the portal returned for it, serialised with JSON.stringify on every request (what the portal cannot do
 * with less work). Run as its own process: `node --import tsx ceiling-server.ts`, with CEILING_PORT and
 * CEILING_BODIES (a JSON file of {path: body}).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const port = Number(process.env.CEILING_PORT);
const bodies = JSON.parse(readFileSync(String(process.env.CEILING_BODIES), 'utf8')) as Record<
  string,
  unknown
>;

createServer((request, response) => {
  if (request.url === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  const body = request.url === undefined ? undefined : bodies[request.url];
  if (body === undefined) {
    response.writeHead(404).end();
    return;
  }
  const text = JSON.stringify(body);
  response
    .writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      'cache-control': 'private, no-store',
    })
    .end(text);
}).listen(port, '127.0.0.1');
