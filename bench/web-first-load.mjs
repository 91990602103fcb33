// `npm run bench:web`: the gzipped JavaScript a browser must load to show the login page, and
// to show the dashboard shell, against a bare Vite + React + MUI page built in the same run.
// Builds the web app into a temporary folder with a manifest and follows each chunk's static
// imports: what is imported on demand (other pages, the shared contracts of the login form)
// is not counted, except the login page and the shell themselves, which the entry loads at
// once. The shell reads the user without the query cache, which comes after it with the pages
// and then follows the user (ADR 15). Figures go to stdout and bench/results/.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { atCleanUp, root, runBenchmark, tempDir, writeResults } from './support.mjs';
import { runCli } from '../apps/api/src/cli/cli-args.ts';

const USAGE = `
Usage: npm run bench:web

Gzipped JavaScript of the login page and of the dashboard shell, from a production build of
apps/web, against a bare Vite + React + MUI page built in the same run. Target
(architecture): each within 1.5 times the bare page. Figures go to stdout and bench/results/.
`;

const WEB = path.join(root, 'apps/web');
/** What the app loads to show the login page: the entry, then the page (app.tsx). */
const LOGIN = ['index.html', 'src/features/auth/routes/login-page.tsx'];
/** What the app loads to show the shell, the user's team and badges included (app.tsx). */
const SHELL = ['src/features/shell/components/dashboard-layout.tsx'];
const TARGET_RATIO = 1.5;

/** A page with what any React + MUI application shows first: a themed form and a button. */
const BARE_PAGE = `
import { Button, CssBaseline, Stack, TextField, ThemeProvider, Typography, createTheme } from '@mui/material';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(
  <ThemeProvider theme={createTheme()}>
    <CssBaseline />
    <Stack spacing={2}>
      <Typography variant="h1">Log in</Typography>
      <TextField label="E-mail" />
      <Button variant="contained">Log in</Button>
    </Stack>
  </ThemeProvider>,
);
`;

async function buildInto(options, outDir) {
  await build({
    ...options,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return {
    manifest: JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')),
    gzipped: (file) => gzipSync(readFileSync(path.join(outDir, file))).length,
  };
}

/** The chunks `keys` load before they run: themselves and their static imports. */
function staticClosure(manifest, keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    if (!manifest[key]) throw new Error(`The build has no chunk for ${key}`);
    seen.add(key);
    staticClosure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * Chunks that import each other, directly or through others. The chunk groups of
 * vite.config.ts can make such a cycle, and then a module may run before one it uses (the app
 * fails at start): the benchmark refuses a build with one rather than count it.
 */
function chunkCycle(manifest) {
  const state = new Map(); // key -> 'open' while on the path, 'done' after
  const visit = (key, path) => {
    if (state.get(key) === 'done') return null;
    if (state.get(key) === 'open') return [...path.slice(path.indexOf(key)), key];
    state.set(key, 'open');
    for (const next of manifest[key].imports ?? []) {
      const cycle = visit(next, [...path, key]);
      if (cycle) return cycle;
    }
    state.set(key, 'done');
    return null;
  };
  for (const key of Object.keys(manifest)) {
    const cycle = visit(key, []);
    if (cycle) return cycle;
  }
  return null;
}

const kilobytes = (bytes) => Math.round(bytes / 102.4) / 10;

async function main() {
  // The bare page is built inside apps/web so that it finds the same packages.
  const bareRoot = path.join(WEB, `.bench-bare-${process.pid}`);
  mkdirSync(bareRoot, { recursive: true });
  atCleanUp(async () => rmSync(bareRoot, { recursive: true, force: true }));
  writeFileSync(
    path.join(bareRoot, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="./main.jsx"></script>',
  );
  writeFileSync(path.join(bareRoot, 'main.jsx'), BARE_PAGE);
  const bare = await buildInto(
    { root: bareRoot, configFile: false, plugins: [react()] },
    tempDir('aml-bench-web-bare-'),
  );
  const app = await buildInto(
    { root: WEB, configFile: path.join(WEB, 'vite.config.ts') },
    tempDir('aml-bench-web-'),
  );

  const cycle = chunkCycle(app.manifest);
  if (cycle) throw new Error(`Chunks import each other: ${cycle.join(' -> ')}`);
  const sum = (built, chunks) =>
    [...chunks].reduce((total, key) => total + built.gzipped(built.manifest[key].file), 0);
  const bareBytes = sum(bare, staticClosure(bare.manifest, ['index.html']));
  const login = staticClosure(app.manifest, LOGIN);
  const shell = staticClosure(app.manifest, ['index.html', ...SHELL]);
  const figures = {
    bare: kilobytes(bareBytes),
    login: kilobytes(sum(app, login)),
    shell: kilobytes(sum(app, shell)),
  };
  console.log('\n| page | gzipped KB | × the bare page |');
  console.log('| --- | ---: | ---: |');
  console.log(`| bare Vite + React + MUI page | ${figures.bare} | 1.00 |`);
  for (const name of ['login', 'shell']) {
    const ratio = figures[name] / figures.bare;
    console.log(`| ${name} | ${figures[name]} | ${ratio.toFixed(2)} |`);
  }
  for (const name of ['login', 'shell']) {
    const limit = kilobytes(bareBytes * TARGET_RATIO);
    const met = figures[name] <= limit;
    console.log(`Target: ${name} ≤ ${limit} KB: ${met ? 'met' : 'NOT met'} (${figures[name]} KB).`);
  }
  writeResults('web-first-load', figures);
}

await runCli({ name: 'npm run bench:web --', usage: USAGE }, async () => {
  runBenchmark(main);
});
