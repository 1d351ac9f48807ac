import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';
import { APP_START_HOLD_GLOBAL, startAppAfterFirstFrame, type AppStartPlan } from '../src/app/start-app.ts';

/** The entry as Vite writes it into the built index.html, and the links to its static imports. */
const ENTRY_SCRIPT = /\n?\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\n?\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The inline script's text: the function's own source called with the plan, minified. */
export function appStartScript(plan: AppStartPlan): string {
  const source = `(${startAppAfterFirstFrame.toString()})(${JSON.stringify(plan)}, window);`;
  const { code, errors } = minifySync('app-start.js', source);
  if (errors.length > 0) throw new Error(`the app start script does not minify: ${errors[0]?.message ?? ''}`);
  return code.trim();
}

/**
 * Rewrites the built index.html so that the app's entry runs after the first frame (src/app/start-app.ts,
 * ADR 049): the entry's `<script type="module">` becomes the inline script that adds it once the splash is
 * painted, and the preloads of the entry's imports move into it, asked at a low priority, at once or once
 * /news's early copy lets go of the app (ADR 052). `vite dev` keeps the entry as it is written.
 */
export function appStartAfterFirstFrame(): Plugin {
  return {
    name: 'campus:app-start-after-first-frame',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (entry === undefined) throw new Error('the built index.html has no entry script');
        const imports = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href ?? '');
        return html
          .replace(MODULE_PRELOAD, '')
          .replace(
            ENTRY_SCRIPT,
            `\n    <script>${appStartScript({ entry, imports, holdGlobal: APP_START_HOLD_GLOBAL })}</script>`,
          );
      },
    },
  };
}
