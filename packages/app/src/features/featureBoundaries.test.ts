// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FEATURES = path.dirname(fileURLToPath(import.meta.url));
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every relative import of a feature's files that lands in another feature. */
function crossFeatureImports() {
  const found: { from: string; file: string; to: string; specifier: string; deep: boolean }[] = [];
  for (const file of sourceFiles(FEATURES)) {
    const [from] = path.relative(FEATURES, file).split(path.sep);
    if (!from || from === path.basename(file)) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = path.relative(FEATURES, path.resolve(path.dirname(file), specifier!));
      if (target.startsWith('..')) continue;
      const [to, ...rest] = target.split(path.sep);
      if (!to || to === from) continue;
      const deep = !(rest.length === 0 || (rest.length === 1 && rest[0] === 'index'));
      found.push({ from, file: path.relative(FEATURES, file), to, specifier: specifier!, deep });
    }
  }
  return found;
}

/** A cycle of the graph, as the list of features around it, or null. */
function findCycle(edges: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  function visit(node: string): string[] | null {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  }
  for (const node of edges.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('feature boundaries', () => {
  const imports = crossFeatureImports();

  it('finds the imports between features it checks', () => {
    expect(imports.length).toBeGreaterThan(0);
  });

  it("lets a feature use another only through that feature's index.ts", () => {
    const deep = imports.filter((edge) => edge.deep).map((edge) => `${edge.file} -> ${edge.specifier}`);
    expect(deep).toEqual([]);
  });

  it('has no import cycle between features', () => {
    const edges = new Map<string, Set<string>>();
    for (const { from, to } of imports) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    expect(findCycle(edges)).toBeNull();
  });

  it('detects a cycle when there is one', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(findCycle(edges)).toEqual(['a', 'b', 'c', 'a']);
  });
});
