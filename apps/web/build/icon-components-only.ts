import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Blueprint's icon-name loader, as its package index imports it. */
const LOADER_IMPORT = './iconLoader';
const ICONS_INDEX = /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]index\.js$/;

/**
 * The app draws icons with named components only (a lint rule enforces it), so Blueprint's
 * loader for icons given by name is dead weight: at start it builds a table of every icon name
 * (~150 ms of a 4x-slowed CPU on the sign-in page), and it carries the chunks of every icon's
 * path data. The production build swaps it for a loader that loads nothing; an icon given by
 * name then logs Blueprint's "could not be loaded" error, which fails the browser tests.
 * Development and unit tests keep Blueprint's own loader.
 */
export function iconComponentsOnly(): Plugin {
  const stub = fileURLToPath(new URL('./icon-loader-stub.ts', import.meta.url));
  let swapped = false;
  return {
    name: 'procure:icon-components-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== LOADER_IMPORT || !importer || !ICONS_INDEX.test(importer)) return null;
      swapped = true;
      return stub;
    },
    buildEnd(error) {
      // A Blueprint upgrade that moves the loader must not silently bring it back.
      if (!error && !swapped)
        this.error(
          'Blueprint icons no longer import ./iconLoader; update build/icon-components-only.ts',
        );
    },
  };
}
