import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TSchema } from 'typebox';
import { Code } from 'typebox/compile';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/** Where a schema is exported (a TypeScript module, loaded with tsx), and its name. */
export interface SchemaExport {
  /** A package path (`@campus/domain/…`) or a path from the web app's root (`./src/…`). */
  module: string;
  exportName: string;
}

/**
 * A Vite plugin that turns a TypeBox schema into a standalone check at build time: importing
 * `virtual:schema-check/<name>` gives `Check(value)`, TypeBox's own compiled validator written out as plain
 * code (typebox/compile's `Code`). The web app checks its runtime configuration before its first render, and
 * TypeBox's schema builder and value engine (about 25 kB gzip) would otherwise load with every page just for
 * that (issue #20, ADR 018). The full engine still describes a failure, loaded only then (lib/env.ts).
 */
export function standaloneSchemaCheck(schemas: Record<string, SchemaExport>): Plugin {
  const checkPrefix = 'virtual:schema-check/';
  const jsonPrefix = 'virtual:schema-json/';
  let root = process.cwd();
  return {
    name: 'campus:standalone-schema-check',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(checkPrefix) || id.startsWith(jsonPrefix) ? `\0${id}` : null;
    },
    async load(id) {
      const prefix = [checkPrefix, jsonPrefix].find((candidate) => id.startsWith(`\0${candidate}`));
      if (prefix === undefined) return null;
      const name = id.slice(prefix.length + 1);
      const source = schemas[name];
      if (source === undefined) throw new Error(`No schema named ${name} for ${prefix}${name}`);
      const specifier = source.module.startsWith('.')
        ? pathToFileURL(resolve(root, source.module)).href
        : source.module;
      const loaded = (await tsImport(specifier, pathToFileURL(`${root}/`).href)) as Record<string, unknown>;
      const schema = loaded[source.exportName] as TSchema | undefined;
      if (schema === undefined) throw new Error(`${source.module} exports no ${source.exportName}`);
      // The schema itself as plain JSON Schema, for the rare path that describes a failure: TypeBox's value
      // engine reads it without its schema builder, and the app's chunks never import the builder.
      if (prefix === jsonPrefix) return `export default ${JSON.stringify(schema)};\n`;
      return standaloneModule(schema);
    },
  };
}

/** The generated module, with the values its code refers to (patterns, string formats) written in. */
function standaloneModule(schema: TSchema): string {
  const { Code: code, External: external } = Code(schema);
  const formats = new Set<string>();
  const values = external.variables.map((value) => {
    if (value instanceof RegExp) return value.toString();
    // A string format's test, one of TypeBox's named exports (IsUri…), imported rather than copied.
    if (typeof value === 'function' && /^Is[A-Z]\w*$/.test(value.name)) {
      formats.add(value.name);
      return value.name;
    }
    throw new Error(`A schema check refers to a value the plugin cannot write out: ${String(value)}`);
  });
  const formatImport =
    formats.size === 0 ? '' : `import { ${[...formats].join(', ')} } from "typebox/format"\n`;
  // The generated code expects its values through SetExternal; they are fixed here, once.
  return `${formatImport}${code}\nSetExternal({ variables: [${values.join(', ')}] })\n`;
}
