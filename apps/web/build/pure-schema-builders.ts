import type { Plugin } from 'vite';

/**
 * packages/domain builds its TypeBox schemas at module level (`export const PostSchema = Type.Object(…)`).
 * The web app imports those modules for their constants and functions too, and checks answers against the
 * schemas in development only (lib/api/call-endpoint.ts), so a production build does not need the schemas.
 * A bundler cannot know that building a schema has no side effect and keeps every one, with TypeBox's
 * builder (issue #20). As the web app builds them, this plugin marks pure (`/* @__PURE__ *\/`):
 * - every call of TypeBox's `Type.…` and of the package's own helpers (`Nullable(…)`, `…Schema(…)`);
 * - the whole initializer of each module-level `const …Schema = …`, wrapped in a pure arrow called at once,
 *   since one made of spreads (`{ ...PagingQuerySchema().properties }`) is not pure to a bundler otherwise.
 * The unused ones are then dropped. The server keeps its source untouched.
 */
const SCHEMA_BUILDER_CALL = /(?<!function\s+)\b(Type\.\w+|Nullable|\w+Schema)\(/g;
const SCHEMA_DECLARATION = /^(?:export )?const \w+Schema\b[^=\n]*= /gm;
const DOMAIN_MODULE = /[\\/]packages[\\/]domain[\\/]src[\\/][^\\/]+\.ts$/;

/** Where the expression starting at `start` ends: the `;` that closes its statement (outside brackets and strings). */
function statementEnd(code: string, start: number): number {
  let depth = 0;
  for (let index = start; index < code.length; index += 1) {
    const char = code[index];
    if (char === "'" || char === '"' || char === '`') {
      // Skip the string (the domain's strings hold patterns full of brackets); `\` escapes one character.
      for (index += 1; index < code.length && code[index] !== char; index += 1)
        if (code[index] === '\\') index += 1;
    } else if (char === '/' && code[index + 1] === '/') {
      index = code.indexOf('\n', index);
      if (index === -1) return -1;
    } else if (char === '/' && code[index + 1] === '*') {
      index = code.indexOf('*/', index) + 1;
      if (index === 0) return -1;
    } else if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') depth -= 1;
    else if (char === ';' && depth === 0) return index;
  }
  return -1;
}

function wrapSchemaDeclarations(code: string): string {
  let result = '';
  let copied = 0;
  for (const match of code.matchAll(SCHEMA_DECLARATION)) {
    const start = match.index + match[0].length;
    if (start < copied) continue;
    const end = statementEnd(code, start);
    if (end === -1) continue;
    result += `${code.slice(copied, start)}/* @__PURE__ */ (() => (${code.slice(start, end)}))()`;
    copied = end;
  }
  return result + code.slice(copied);
}

export function pureSchemaBuilders(): Plugin {
  return {
    name: 'campus:pure-schema-builders',
    transform(code, id) {
      if (!DOMAIN_MODULE.test(id)) return null;
      const annotated = code.replace(SCHEMA_BUILDER_CALL, '/* @__PURE__ */ $1(');
      return { code: wrapSchemaDeclarations(annotated), map: null };
    },
  };
}
