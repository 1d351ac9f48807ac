/**
 * The content API, WordPress-compatible, served from the portal's own origin (spec §7). A module of its own
 * so that the build can read it (build/early-requests-script.ts) without loading the client.
 */
export const API_BASE_PATH = '/wp-json';
