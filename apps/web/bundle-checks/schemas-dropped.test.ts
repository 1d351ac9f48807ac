import { describe, expect, it } from 'vitest';
import { modulesOf, readModuleGraph } from './module-graph.ts';

/** TypeBox's schema builders (`Type.Object`, `Type.String`…), as opposed to its guards and formats. */
const SCHEMA_BUILDER = /^node_modules\/typebox\/build\/type\//;

describe('the production build drops the domain schemas (issue #20, #30)', () => {
  const modules = modulesOf(readModuleGraph());

  it('carries none of TypeBox’s schema builders: every schema the domain builds at module level is dropped', () => {
    // A schema that stays (one whose construction the bundler cannot prove pure: a call it does not know in
    // a default, a spread of something unknown) brings TypeBox's builder back into the chunks that import it.
    expect(modules.filter((module) => SCHEMA_BUILDER.test(module))).toEqual([]);
  });

  it('still has the domain and TypeBox’s guards in it: the check above looks at the real names', () => {
    expect(modules.some((module) => module.startsWith('packages/domain/src/'))).toBe(true);
    expect(modules.some((module) => module.startsWith('node_modules/typebox/build/guard/'))).toBe(true);
  });
});
