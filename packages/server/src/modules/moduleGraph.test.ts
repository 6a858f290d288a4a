import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MODULES_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The module a file belongs to: the first folder under modules/, or null for a file outside any. */
function moduleOf(file: string): string | null {
  const relative = path.relative(MODULES_DIR, file);
  if (relative.startsWith('..')) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? (first ?? null) : null;
}

/** Every import and re-export of a file, type-only ones included: a type is a dependency too. */
function specifiersOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map((imported) => imported.fileName);
}

/** Module → module → the first import that makes the edge, for the message of a failure. */
export function moduleGraph(dir: string = MODULES_DIR): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.join(dir, name));
  for (const file of files) {
    const from = moduleOf(file);
    if (from === null) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const specifier of specifiersOf(file).filter((s) => s.startsWith('.'))) {
      const to = moduleOf(path.resolve(path.dirname(file), specifier));
      if (to !== null && to !== from && !edges.has(to)) {
        edges.set(to, `${path.relative(dir, file)} imports ${specifier}`);
      }
    }
  }
  return graph;
}

/** The groups of modules that reach each other (Tarjan's strongly connected components of size > 1). */
export function moduleCycles(graph: Map<string, Map<string, string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    for (const target of graph.get(node)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (stack.includes(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

function describeCycle(graph: Map<string, Map<string, string>>, members: readonly string[]): string {
  const inCycle = new Set(members);
  const lines = members.flatMap((from) =>
    [...(graph.get(from) ?? [])].filter(([to]) => inCycle.has(to)).map(([, because]) => `  ${because}`),
  );
  return `${members.join(' ⇄ ')}\n${lines.join('\n')}`;
}

describe('the import graph between server modules', () => {
  it('has no cycle', () => {
    const graph = moduleGraph();
    const cycles = moduleCycles(graph).map((members) => describeCycle(graph, members));
    expect(cycles, cycles.join('\n\n')).toEqual([]);
  });

  it('finds a cycle through any number of modules', () => {
    const graph = new Map([
      ['a', new Map([['b', 'a/x.ts imports ../b/index.js']])],
      ['b', new Map([['c', 'b/x.ts imports ../c/index.js']])],
      ['c', new Map([['a', 'c/x.ts imports ../a/index.js']])],
      ['d', new Map([['a', 'd/x.ts imports ../a/index.js']])],
    ]);
    expect(moduleCycles(graph)).toEqual([['a', 'b', 'c']]);
  });
});
