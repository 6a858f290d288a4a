import { readdirSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as root from '../src';
import pkg from '../package.json';

const srcDir = resolve(import.meta.dirname, '../src');
const families = readdirSync(srcDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(resolve(srcDir, entry.name, 'index.ts')))
  .map((entry) => entry.name);
const entries = import.meta.glob<Record<string, unknown>>('../src/*/index.ts', { eager: true });

describe('package exports', () => {
  it('maps every component family to a subpath, in development and when published', () => {
    expect(families.length).toBeGreaterThan(20);
    for (const family of families) {
      expect(pkg.exports).toHaveProperty([`./${family}`], `./src/${family}/index.ts`);
      expect(pkg.publishConfig.exports).toHaveProperty([`./${family}`], {
        types: `./dist/${family}/index.d.ts`,
        import: `./dist/${family}.js`,
      });
    }
    expect(pkg.exports['.']).toBe('./src/index.ts');
    expect(pkg.exports['./styles.css']).toBe('./src/styles/index.css');
  });

  it('offers the same components from the root and from their own subpath', () => {
    const fromSubpaths = new Map<string, unknown>();
    for (const module of Object.values(entries)) {
      for (const [name, value] of Object.entries(module)) fromSubpaths.set(name, value);
    }
    expect(fromSubpaths.get('Button')).toBe(root.Button);
    expect(fromSubpaths.get('Dialog')).toBe(root.Dialog);
    for (const [name, value] of fromSubpaths) expect(root).toHaveProperty([name], value);
  });
});
