#!/usr/bin/env node
// npm run build -w @procure/api: the server as one plain JavaScript file, dist/server.mjs, so
// production runs on Node alone (no TypeScript loader transpiling in the process). The
// workspace packages (contract, forms, fixtures, the extraction engine's worker launcher) are
// TypeScript source and are bundled in; every other package stays in node_modules and is
// imported from there as usual.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
export const API_BUNDLE = path.join(apiDir, 'dist/server.mjs');

/** Bare imports other than the workspace's own packages are left to Node. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@procure/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** The extraction worker is started from a file beside its launcher (`new URL('./worker-
 * entry.mjs', import.meta.url)`); in the bundle that address is re-pointed at the file where it
 * is, in the extraction package. The worker loads the engine itself, in its own thread. */
const workerEntry = {
  name: 'extraction-worker-entry',
  setup(b) {
    b.onLoad(
      { filter: /extraction[\\/]src[\\/]isolated[\\/]extract-isolated\.ts$/ },
      async (args) => {
        const source = await readFile(args.path, 'utf8');
        const literal = "new URL('./worker-entry.mjs', import.meta.url)";
        if (!source.includes(literal))
          throw new Error(`${args.path} no longer starts its worker with ${literal}`);
        const entry = path.relative(
          path.dirname(API_BUNDLE),
          path.join(path.dirname(args.path), 'worker-entry.mjs'),
        );
        return {
          contents: source.replace(
            literal,
            `new URL(${JSON.stringify(entry.split(path.sep).join('/'))}, import.meta.url)`,
          ),
          loader: 'ts',
        };
      },
    );
  },
};

/** Builds dist/server.mjs. Each file is written beside its place and renamed into it, so a
 * server starting from the bundle while another build runs (parallel browser-test runs) reads
 * either the old file or the new one, never half of one. */
export async function buildApi() {
  const { outputFiles } = await build({
    entryPoints: [path.join(apiDir, 'src/server.ts')],
    outfile: API_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Stack traces keep the source's function and class names.
    keepNames: true,
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externalPackages, workerEntry],
    write: false,
  });
  await mkdir(path.dirname(API_BUNDLE), { recursive: true });
  for (const file of outputFiles) {
    const partial = `${file.path}.${process.pid}.tmp`;
    await writeFile(partial, file.contents);
    await rename(partial, file.path);
  }
  return API_BUNDLE;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildApi();
}
