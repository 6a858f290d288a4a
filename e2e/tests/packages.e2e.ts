import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { baseURL, DEMO_ACCOUNTS } from '../support/environment';
import { serveStatic } from '../support/serveStatic';
import { PackageConsumerPage } from '../pages/PackageConsumerPage';

/**
 * The published packages, used from outside the workspace: `@kizuna/api-client`, `@kizuna/ui` and
 * `@kizuna/widgets` are packed as they would be published, installed from their tarballs into a
 * fresh Vite + React project that type-checks and builds, and into a plain HTML page with the
 * standalone loader; both render widgets against this run's Kizuna.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);
const PACKAGES = ['api-client', 'ui', 'widgets'] as const;
/** The versions the workspace builds with, so the install needs nothing new from the registry. */
const VERSIONS = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  vite: '8.3.8',
  '@vitejs/plugin-react': '6.3.0',
  typescript: '5.9.3',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
};

const MAIN_TSX = `import { createKizunaClient, type KizunaClient } from '@kizuna/api-client';
import { ContactSearch, KizunaClientProvider, PresenceBadge } from '@kizuna/widgets';
import '@kizuna/widgets/elements';
import '@kizuna/widgets/styles.css';
import { createRoot } from 'react-dom/client';

const client: KizunaClient = createKizunaClient();
(window as unknown as { kizuna: { client: KizunaClient } }).kizuna = { client };

function App() {
  return (
    <KizunaClientProvider client={client}>
      <main>
        <h1>Package consumer</h1>
        <ContactSearch onSelect={(contact) => console.info(contact.fullname)} />
        <p>
          Me: <PresenceBadge />
        </p>
        <kizuna-presence-badge locale="en"></kizuna-presence-badge>
      </main>
    </KizunaClientProvider>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
`;

const ELEMENTS_D_TS = `import type { DetailedHTMLProps, HTMLAttributes } from 'react';
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'kizuna-presence-badge': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { locale?: string };
    }
  }
}
`;

const PLAIN_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Plain page</title>
    <script src="/widgets/kizuna-widgets.js" defer></script>
  </head>
  <body>
    <main>
      <h1>Plain page</h1>
      <kizuna-contact-search locale="en"></kizuna-contact-search>
    </main>
  </body>
</html>
`;

/** Serves the built project, and passes the API and face images through to Kizuna (one origin). */
async function serveWithKizuna(folder: string): Promise<{ url: string; close: () => Promise<void> }> {
  const files = await serveStatic(folder);
  const kizuna = new URL(baseURL());
  const server: Server = createServer((incoming, outgoing) => {
    const toKizuna = /^\/(api|front)\//.test(incoming.url ?? '');
    const target = toKizuna ? kizuna : new URL(files.url);
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await files.close();
    },
  };
}

let workDir: string;
let site: { url: string; close: () => Promise<void> };
let browser: Browser;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'kizuna-packages-'));
  const tarballs = path.join(workDir, 'tarballs');
  mkdirSync(tarballs);
  for (const name of PACKAGES)
    await run('pnpm', ['pack', '--pack-destination', tarballs], { cwd: path.join(root, 'packages', name) });
  const tarball = (name: string) => `file:${path.join(tarballs, `kizuna-${name}-0.1.0.tgz`)}`;
  const kizunaPackages = Object.fromEntries(PACKAGES.map((name) => [`@kizuna/${name}`, tarball(name)]));

  const project = path.join(workDir, 'portal');
  mkdirSync(path.join(project, 'src'), { recursive: true });
  mkdirSync(path.join(project, 'public'), { recursive: true });
  writeFileSync(
    path.join(project, 'package.json'),
    JSON.stringify(
      {
        name: 'portal',
        private: true,
        type: 'module',
        dependencies: { ...kizunaPackages, react: VERSIONS.react, 'react-dom': VERSIONS['react-dom'] },
        devDependencies: {
          vite: VERSIONS.vite,
          '@vitejs/plugin-react': VERSIONS['@vitejs/plugin-react'],
          typescript: VERSIONS.typescript,
          '@types/react': VERSIONS['@types/react'],
          '@types/react-dom': VERSIONS['@types/react-dom'],
        },
        // The packages name each other by version; here they come from the tarballs.
        pnpm: { overrides: kizunaPackages },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    path.join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: ['vite/client'],
      },
      include: ['src'],
    }),
  );
  writeFileSync(
    path.join(project, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Package consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  );
  writeFileSync(path.join(project, 'src/main.tsx'), MAIN_TSX);
  writeFileSync(path.join(project, 'src/elements.d.ts'), ELEMENTS_D_TS);
  writeFileSync(path.join(project, 'public/plain.html'), PLAIN_HTML);
  writeFileSync(
    path.join(project, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  );

  const env = { ...process.env, CI: 'true' };
  await run('pnpm', ['install', '--prefer-offline', '--ignore-workspace', '--no-frozen-lockfile'], {
    cwd: project,
    env,
  });
  // The plain page takes the standalone loader and its views from the installed package.
  const widgetsDist = path.join(project, 'node_modules/@kizuna/widgets/dist');
  mkdirSync(path.join(project, 'public/widgets'));
  for (const file of readdirSync(widgetsDist).filter((name) => /^kizuna-widgets\.(.+\.)?js$/.test(name)))
    cpSync(path.join(widgetsDist, file), path.join(project, 'public/widgets', file));
  await run('pnpm', ['exec', 'tsc', '-p', '.'], { cwd: project, env });
  await run('pnpm', ['exec', 'vite', 'build'], { cwd: project, env });

  site = await serveWithKizuna(path.join(project, 'dist'));
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('the packages from their tarballs, outside the workspace', () => {
  it('a Vite + React project renders the React widgets and an element, signed in with the client', async () => {
    const context = await browser.newContext({ baseURL: site.url, locale: 'en-US' });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const consumer = new PackageConsumerPage(page);
    await consumer.openReactPage();
    await consumer.signInWithPackagedClient(DEMO_ACCOUNTS.demoUser);
    await consumer.openReactPage();

    await consumer.search('山田 太郎');
    await consumer.waitForOption(/山田 太郎/);
    // The element from `@kizuna/widgets/elements` draws too.
    await consumer.waitForElementBadge();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a plain HTML page with the packaged standalone loader searches people', async () => {
    const context = await browser.newContext({ baseURL: site.url, locale: 'en-US' });
    const page = await context.newPage();
    const consumer = new PackageConsumerPage(page);
    await consumer.openReactPage();
    await consumer.signInWithPackagedClient(DEMO_ACCOUNTS.demoUser);
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await consumer.openPlainPage();
    await consumer.search('山田 太郎');
    await consumer.waitForOption(/山田 太郎/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
