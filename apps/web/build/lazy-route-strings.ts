/**
 * One lazy route as its route table declares it (ADR 037): the module its lazy() imports and the i18next
 * namespaces it loads beside it (`withStrings`, `lazyRoute`, lib/routing/lazy-route-module.ts).
 */
export interface LazyRouteStrings {
  /** The route's name in its table: its `path` (`index` for an index route), or the key it is declared under. */
  name: string;
  /** The module the route imports lazily, as the bundler resolved it. */
  module: string;
  namespaces: string[];
}

interface AstNode {
  type: string;
  [property: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** The nodes of `root`'s tree, each with its parent (null for the root). */
function* nodesOf(root: AstNode): Generator<[AstNode, AstNode | null]> {
  const stack: [AstNode, AstNode | null][] = [[root, null]];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    yield entry;
    const [node] = entry;
    for (const value of Object.values(node))
      for (const child of Array.isArray(value) ? value : [value])
        if (isNode(child)) stack.push([child, node]);
  }
}

/** The string of a literal (`'staff'`), or null for anything else. */
const stringOf = (node: unknown): string | null =>
  isNode(node) && node.type === 'Literal' && typeof node.value === 'string' ? node.value : null;

/** A property's key, as written (`newsDetail:`, `'path':`). */
const keyOf = (property: AstNode): string | null =>
  isNode(property.key) && property.key.type === 'Identifier'
    ? (property.key.name as string)
    : stringOf(property.key);

/** The names of the namespaces an array of string literals lists, or null if it is anything else. */
function namespaceList(node: AstNode): string[] | null {
  if (node.type !== 'ArrayExpression') return null;
  const names = (node.elements as unknown[]).map(stringOf);
  return names.every((name) => name !== null) ? names : null;
}

/** The modules a function imports lazily, each by a path written out (`import('…')`). */
function lazyImportsIn(node: AstNode): string[] {
  if (node.type !== 'ArrowFunctionExpression' && node.type !== 'FunctionExpression') return [];
  return [...nodesOf(node)].flatMap(([inner]) => {
    const source = inner.type === 'ImportExpression' ? stringOf(inner.source) : null;
    return source === null ? [] : [source];
  });
}

/** The name a route table gives the route whose `lazy` (or named screen) is `property`. */
function routeName(property: AstNode, parent: AstNode | null): string {
  const key = keyOf(property) ?? '?';
  if (key !== 'lazy' || parent?.type !== 'ObjectExpression') return key;
  const siblings = (parent.properties as AstNode[]).filter((sibling) => sibling.type === 'Property');
  const path = siblings.find((sibling) => keyOf(sibling) === 'path');
  if (path !== undefined) return stringOf(path.value) ?? key;
  return siblings.some((sibling) => keyOf(sibling) === 'index') ? 'index' : key;
}

/**
 * The lazy routes a route table's code declares, read from the bundler's syntax tree of it (after its
 * transform): each call that takes a list of namespaces written out (an array of string literals) and a
 * function that imports one module lazily, whatever the helper's name or the order of its arguments —
 * `withStrings(services, ['staff'], async () => …import('…'))`, `load(() => import('…'), ['map'])`.
 * `resolve` turns an import's path into the module it names. A lazy import in another shape is not read:
 * the bundle check compares what this finds with every lazy import of the table (route-strings.test.ts).
 */
export function lazyRoutesOf(program: object, resolve: (source: string) => string): LazyRouteStrings[] {
  const routes: LazyRouteStrings[] = [];
  // Each node's parent, to name a route by the property it is the value of.
  const parents = new Map<AstNode, AstNode | null>();
  for (const [node, parent] of nodesOf(program as AstNode)) {
    parents.set(node, parent);
    if (node.type !== 'CallExpression') continue;
    const args = (node.arguments as unknown[]).filter(isNode);
    const lists = args.map(namespaceList).filter((list) => list !== null);
    const imports = args.flatMap(lazyImportsIn);
    const [namespaces] = lists;
    const [source] = imports;
    if (lists.length !== 1 || imports.length !== 1 || namespaces === undefined || source === undefined)
      continue;
    const property = parent?.type === 'Property' ? parent : null;
    routes.push({
      name: property === null ? '?' : routeName(property, parents.get(property) ?? null),
      module: resolve(source),
      namespaces,
    });
  }
  return routes;
}
