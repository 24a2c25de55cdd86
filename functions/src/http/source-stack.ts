import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

// An API function's stack trace, in the TypeScript sources' terms. Deployed calls run without Node's
// --enable-source-maps, which parses the whole map at every cold start (about 10 ms of CPU, a fifth of a
// call's load, docs/deploy.md): the map ships beside the bundle and is read only when a stack is logged.

/** Where a bundle's line and column (1-based, as a stack says them) came from, if the map knows. */
export type FindOrigin = (line: number, column: number) => { file: string; line: number; column: number } | undefined;

// "    at name (file:///var/task/index.mjs:26:30167)", "    at file:///var/task/index.mjs:29:44854", "    at async file:…"
const FRAME = /(\(|at (?:async )?)((?:file:\/\/)?[^\s()]+?):(\d+):(\d+)(\)?)$/;

/** The stack with each frame in `bundle` (a path or file URL) replaced by its origin; other lines as they were. */
export function mapStackFrames(stack: string, bundle: string, origin: FindOrigin): string {
  const bundlePath = bundle.startsWith('file:') ? fileURLToPath(bundle) : bundle;
  return stack
    .split('\n')
    .map((text) => {
      const frame = FRAME.exec(text);
      if (!frame) return text;
      const [whole, before, where, line, column, after] = frame as unknown as [string, string, string, string, string, string];
      const path = where.startsWith('file:') ? fileURLToPath(where) : where;
      if (path !== bundlePath) return text;
      const found = origin(Number(line), Number(column));
      if (!found) return text;
      return `${text.slice(0, text.length - whole.length)}${before}${found.file}:${found.line}:${found.column}${after}`;
    })
    .join('\n');
}

// The map names its sources relative to where the bundle was built (cdk.out, a temporary folder): a source is
// named from its package (node_modules/…) or from the repository's top folder it lives in.
const FROM_TOP_FOLDER = /(?:^|\/)((?:node_modules|functions|shared|infra|local|tests|web)\/.*)$/;

/** A source's name as a reader of the repository finds it. */
export function sourceName(fileName: string): string {
  const inPackage = fileName.lastIndexOf('node_modules/');
  if (inPackage !== -1) return fileName.slice(inPackage);
  return FROM_TOP_FOLDER.exec(fileName)?.[1] ?? fileName.replace(/^(?:\.\.\/)+/, '');
}

/** The map's origin lookup, its sources named from the repository (sourceName). */
export function originsOf(map: SourceMap): FindOrigin {
  return (line, column) => {
    const origin = map.findOrigin(line, column);
    if (!('fileName' in origin)) return undefined;
    return { file: sourceName(origin.fileName), line: origin.lineNumber, column: origin.columnNumber };
  };
}

let lookup: FindOrigin | null | undefined;

/**
 * `stack` with this bundle's frames mapped to their sources. The map is read once, at the first stack logged;
 * run from the sources (tests, the local server) there is no map and the stack already names them.
 */
export function sourceStack(stack: unknown): unknown {
  if (typeof stack !== 'string' || !stack) return stack;
  if (lookup === undefined) {
    try {
      lookup = originsOf(new SourceMap(JSON.parse(readFileSync(`${fileURLToPath(import.meta.url)}.map`, 'utf8'))));
    } catch {
      lookup = null;
    }
  }
  // Writing the failure's line must never fail in turn: a stack the mapping cannot read is logged as it is.
  try {
    return lookup ? mapStackFrames(stack, import.meta.url, lookup) : stack;
  } catch {
    return stack;
  }
}
