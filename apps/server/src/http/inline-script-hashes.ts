import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** An inline script: a <script> element with no src attribute, and its text. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources ('sha256-…') of the inline scripts of a page: the built web app's index.html carries one,
 * the first screen's early requests (apps/web/build/early-requests-script.ts, issue #31), which the policy
 * allows by its hash, so that no other inline script can run (no 'unsafe-inline').
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** The inline scripts of the built web app's index.html; none when it is not built. */
export function webAppInlineScriptSources(distDir: string): string[] {
  try {
    return inlineScriptSources(readFileSync(join(distDir, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}
