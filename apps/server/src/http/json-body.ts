import type { FastifyInstance } from 'fastify';

/**
 * The JSON body parser of the API, Fastify's own (with its prototype-poisoning protection) except for one
 * case: a request that declares JSON and sends no body. The portal's client declares JSON on every call
 * (spec §7 "Content type JSON"), so a bodiless POST or DELETE (create a calendar feed, end a session) is
 * such a request; it reaches its route with no body rather than being refused as invalid JSON. A route
 * that needs a body still refuses it, through its body schema.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    // Fastify types the default parser as callback or promise style; it answers through `done`.
    void parseJson(request, text, done);
  });
}
