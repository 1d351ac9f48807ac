/**
 * The repository paths that the docs (docs/*.md) and the code's comments name, and which of them the
 * repository does not have, so that a moved or deleted file cannot leave a doc or a comment pointing at
 * nothing (issue #30).
 *
 * What counts as a path:
 * - a file name with an extension the repository uses (`routes/notifications.ts`, `README.md`);
 * - in a doc's `code span` or link, a folder path whose first folder the repository has somewhere
 *   (`apps/server/seed`, `entities/house/api/`), so that `text/event-stream` or `filter[tax-tag]` are not taken
 *   for paths.
 * Not paths: URLs and URL paths (after `/` or `:`, `/sw.js`), package imports (`@campus/domain/…`),
 * templates (`features/<area>/api/<verb-noun>.ts`, `NNN-title.md`) and globs (`*.postgres.test.ts`).
 *
 * A path exists when the repository has it from its root, from the folder of the file that names it, or as
 * the end of one of its paths (`app/routes.tsx` is apps/web/src/app/routes.tsx): docs and comments name files
 * from the workspace or the folder their reader is in.
 */
import ts from 'typescript';

const EXTENSIONS = 'tsx?|mjs|cjs|js|css|sql|md|json|ya?ml|html|sh|svg|webmanifest';

/** A file name with one of the repository's extensions, not part of a URL, a package name or a template. */
const FILE_PATH = new RegExp(
  String.raw`(?<![\w@/.:<>{}*$\[-])(?:[\w.-]+/)*[\w-][\w.-]*\.(?:${EXTENSIONS})(?![\w/<>{}*-])`,
  'g',
);

/** A folder path in a code span or a link target (the whole span, an optional trailing slash). */
const FOLDER_PATH = /^(?:\.\.?\/)*[\w-][\w.-]*(?:\/[\w.-]+)*\/?$/;

/** Where a doc names paths: its code spans and its links' targets. */
const CODE_SPAN = /`([^`\n]+)`/g;
const LINK_TARGET = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g;

export interface NamedPath {
  /** The file that names it, from the repository's root. */
  file: string;
  line: number;
  path: string;
  /** A folder is checked only when its first folder is one the repository has (startsWithAFolder). */
  kind: 'file' | 'folder';
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** A placeholder in a template name: `docs/decisions/NNN-title.md`. */
const PLACEHOLDER = /\bN{3}\b/;

function filePathsIn(text: string, offset: number, file: string, source: string): NamedPath[] {
  return [...text.matchAll(FILE_PATH)]
    .filter((match) => !PLACEHOLDER.test(match[0]))
    .map((match) => ({
      file,
      line: lineOf(source, offset + match.index),
      path: match[0],
      kind: 'file' as const,
    }));
}

/** The paths a Markdown page names: file names anywhere in its text, folders in its code spans and links. */
export function pathsInMarkdown(file: string, text: string): NamedPath[] {
  const named = filePathsIn(text, 0, file, text);
  for (const pattern of [CODE_SPAN, LINK_TARGET]) {
    for (const match of text.matchAll(pattern)) {
      const span = (match[1] ?? '').trim();
      if (FOLDER_PATH.test(span) && span.includes('/') && !/\.(?:\w+)$/.test(span)) {
        named.push({ file, line: lineOf(text, match.index), path: span, kind: 'folder' });
      }
    }
  }
  return named;
}

/** The comments of a TypeScript or JavaScript file, with where each starts, from the compiler's scanner. */
function scriptComments(file: string, text: string): { text: string; start: number }[] {
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Set<number>();
  const comments: { text: string; start: number }[] = [];
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({ text: text.slice(range.pos, range.end), start: range.pos });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.forEachChild(visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return comments;
}

/** `/* … *\/` comments of CSS, `--` comments of SQL, `#` comments of shell scripts. */
function otherComments(file: string, text: string): { text: string; start: number }[] {
  const pattern = file.endsWith('.css')
    ? /\/\*[\s\S]*?\*\//g
    : file.endsWith('.sql')
      ? /--[^\n]*/g
      : /(?<=^|\s)#[^\n]*/g;
  return [...text.matchAll(pattern)].map((match) => ({ text: match[0], start: match.index }));
}

export const COMMENTED_CODE = /\.(?:tsx?|mjs|cjs|js|css|sql|sh)$/;

/** The paths the comments of a code file name. */
export function pathsInComments(file: string, text: string): NamedPath[] {
  const comments = /\.(?:tsx?|mjs|cjs|js)$/.test(file)
    ? scriptComments(file, text)
    : otherComments(file, text);
  return comments.flatMap((comment) => filePathsIn(comment.text, comment.start, file, text));
}

/** Whether the repository (its paths from the root, folders included) has what `named` names. */
export function exists(named: NamedPath, paths: ReadonlySet<string>): boolean {
  const name = named.path.replace(/\/$/, '');
  const folder = named.file.includes('/') ? named.file.slice(0, named.file.lastIndexOf('/')) : '';
  const candidates = [name, normalise(`${folder}/${name}`)];
  if (candidates.some((candidate) => paths.has(candidate))) return true;
  if (name.startsWith('.')) return false;
  for (const path of paths) if (path.endsWith(`/${name}`)) return true;
  return false;
}

function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

/** Every file and every folder of the given files, from the repository's root. */
export function withFolders(files: readonly string[]): Set<string> {
  const paths = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let end = 1; end <= parts.length; end += 1) paths.add(parts.slice(0, end).join('/'));
  }
  return paths;
}

/** Whether a folder path's first folder is one the repository has somewhere (else it is not a path). */
export function startsWithAFolder(named: NamedPath, paths: ReadonlySet<string>): boolean {
  const first = named.path.replace(/^(?:\.\.?\/)+/, '').split('/')[0] ?? '';
  if (named.path.startsWith('.')) return true;
  for (const path of paths) if (path === first || path.endsWith(`/${first}`)) return true;
  return false;
}
