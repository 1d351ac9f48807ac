/** Where the web app keeps the backend token in the browser's localStorage (apps/web/src/lib/storage.ts). */
export const BACKEND_TOKEN_KEY = 'campus.backend-token';
