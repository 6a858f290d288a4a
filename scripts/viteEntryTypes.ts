import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `dist/<entry>.d.ts` beside each entry `dist/<entry>.js` of a library build, re-exporting
 * the declarations the types plugin writes to `dist/<entry>/index.d.ts`. A consumer's TypeScript
 * resolves `./contract` (from `dist/index.d.ts`) to a file before a folder, JavaScript included:
 * without the stub it finds `contract.js` and loses every type behind it.
 */
export function entryTypeStubs(): Plugin {
  let outDir = '';
  const entries: string[] = [];
  return {
    name: 'kizuna-entry-type-stubs',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.isEntry && chunk.name !== 'index') entries.push(chunk.name);
    },
    async closeBundle() {
      await Promise.all(
        entries.map((name) =>
          writeFile(path.join(outDir, `${name}.d.ts`), `export * from './${name}/index';\n`),
        ),
      );
    },
  };
}
