// A fingerprint of everything the web build reads: the app's sources and configuration, the
// workspace packages it imports (followed through their own @procure/* dependencies) and the
// lockfile. The build writes it next to its output; `npm start` rebuilds when they differ, so
// a `git pull` never serves a stale app. Contents, not modification times: a checkout or copy
// that touches every file does not force a rebuild, and an edit that keeps the time still does.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webRoot, '../..');

/** Where the build keeps the fingerprint of the sources it was made from. */
export const STAMP_FILE = path.join(webDist(), '.source-stamp');

/** Where the build goes: apps/web/dist, or WEB_DIST (the same variable the API serves from),
 * so two browser-test runs on one machine never overwrite each other's build. */
export function webDist() {
  return process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(webRoot, 'dist');
}

const WEB_INPUTS = [
  'index.html',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'build',
  'public',
  'src',
];
const PACKAGE_INPUTS = ['package.json', 'src'];

/** @param {string} dir @returns {string[]} every file below `dir` (or `dir` itself) */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.name === 'node_modules' ? [] : filesUnder(path.join(dir, entry.name)),
  );
}

/** @param {string} dir @returns {string[]} workspace package names in its package.json */
function workspaceDependencies(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) =>
    name.startsWith('@procure/'),
  );
}

/** @returns {string[]} folders of the workspace packages the web app imports, directly or not */
function importedPackageDirs() {
  const byName = new Map(
    readdirSync(path.join(repoRoot, 'packages')).map((folder) => {
      const dir = path.join(repoRoot, 'packages', folder);
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      return [manifest.name, dir];
    }),
  );
  const found = new Set();
  const queue = workspaceDependencies(webRoot);
  while (queue.length > 0) {
    const dir = byName.get(queue.shift());
    if (!dir || found.has(dir)) continue;
    found.add(dir);
    queue.push(...workspaceDependencies(dir));
  }
  return [...found];
}

/** @returns {string} hex digest over the paths and contents of every build input */
export function sourceStamp() {
  const inputs = [
    ...WEB_INPUTS.map((name) => path.join(webRoot, name)),
    ...importedPackageDirs().flatMap((dir) => PACKAGE_INPUTS.map((name) => path.join(dir, name))),
    path.join(repoRoot, 'package-lock.json'),
  ];
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesUnder).sort()) {
    hash.update(path.relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** @returns {boolean} true when the built app was made from the sources as they are now */
export function isBuildCurrent() {
  return existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, 'utf8').trim() === sourceStamp();
}
