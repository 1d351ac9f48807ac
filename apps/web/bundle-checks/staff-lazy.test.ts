import { describe, expect, it } from 'vitest';
import { firstPaintLoad, modulesOf, readModuleGraph } from './module-graph.ts';

const STAFF_CODE = /^apps\/web\/src\/(features|entities)\/staff\/|^packages\/domain\/src\/staff/;

describe('the staff console is a lazy area (issue #18)', () => {
  const graph = readModuleGraph();

  it('has none of its code, its editor or its contract in what a resident loads before the first paint', () => {
    const loaded = modulesOf(firstPaintLoad(graph));
    expect(loaded).toContain('apps/web/src/app/routes.tsx');
    expect(loaded.filter((module) => STAFF_CODE.test(module))).toEqual([]);
    expect(loaded.filter((module) => module.includes('node_modules/@tiptap/'))).toEqual([]);
  });

  it('is in the build, lazily: the check above looks at the real names', () => {
    expect(modulesOf(graph).filter((module) => STAFF_CODE.test(module)).length).toBeGreaterThan(10);
  });
});
