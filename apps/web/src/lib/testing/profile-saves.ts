import { http, HttpResponse } from 'msw';
import { server } from './msw-server.ts';

/**
 * Makes profile saves (PUT acf/v3/users/{id}) fail as WordPress refuses one, 403 rest_cannot_edit: only the
 * next one (a retry then reaches the test campus), or every one.
 */
export function refuseProfileSaves(which: 'next' | 'all'): void {
  server.use(
    http.put(
      '*/wp-json/acf/v3/users/:id',
      () =>
        HttpResponse.json({ code: 'rest_cannot_edit', message: 'x', data: { status: 403 } }, { status: 403 }),
      { once: which === 'next' },
    ),
  );
}
