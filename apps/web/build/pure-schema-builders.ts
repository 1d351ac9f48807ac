import type { Plugin } from 'vite';

/**
 * packages/domain builds its TypeBox schemas at module level (`export const PostSchema = Type.Object(…)`).
 * The web app imports those modules for their constants and functions too, and checks answers against the
 * schemas in development only (lib/api/expect-shape.ts), so a production build does not need the schemas.
 * A bundler cannot know that building a schema has no side effect and keeps every one, with TypeBox's
 * builder (issue #20). This plugin marks those calls pure (`/* @__PURE__ *\/`) as the web app builds them,
 * so the unused ones are dropped: the calls of TypeBox's `Type.…` and of the package's own schema helpers
 * (`Nullable(…)`, `PagingQuerySchema(…)`, any `…Schema(…)`). The server keeps its source untouched.
 */
const SCHEMA_BUILDER_CALL = /(?<!function\s+)\b(Type\.\w+|Nullable|\w+Schema)\(/g;

export function pureSchemaBuilders(): Plugin {
  return {
    name: 'campus:pure-schema-builders',
    transform(code, id) {
      if (!/[\\/]packages[\\/]domain[\\/]src[\\/][^\\/]+\.ts$/.test(id)) return null;
      return { code: code.replace(SCHEMA_BUILDER_CALL, '/* @__PURE__ */ $1('), map: null };
    },
  };
}
