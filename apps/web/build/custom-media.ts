import type { Plugin } from 'vite';

/**
 * Custom media queries (`@media (--wide-screen)`, a CSS draft) for the web app's stylesheets, defined
 * once in TypeScript (src/lib/breakpoints.ts) for the stylesheets and useMediaQuery alike. Lightning CSS
 * resolves them (css.lightningcss.drafts.customMedia) but only from `@custom-media` rules in the same
 * file, so this plugin puts the definitions in front of each stylesheet that uses one, on its first line
 * (the lines of the source map stay where they were). A name used without a definition fails the build.
 */
export function customMedia(definitions: Readonly<Record<string, string>>): Plugin {
  const rules = Object.entries(definitions)
    .map(([name, query]) => `@custom-media ${name} ${query};`)
    .join(' ');
  return {
    name: 'campus:custom-media',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.css(?:$|\?)/.test(id) || !/@media[^{]*\(\s*--/.test(code)) return null;
      return { code: `${rules} ${code}`, map: null };
    },
  };
}
