import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
const { version } = JSON.parse(readFileSync(path.join(pdfjsRoot, 'package.json'), 'utf8')) as {
  version: string;
};

/** Where the app serves pdf.js's standard font data. The version is in the path, so the files
 * can be cached for good like the other assets; the viewer builds the same path from the
 * library's own version (pdf.ts). */
export const STANDARD_FONTS_PATH = `assets/pdfjs-${version}/standard_fonts/`;

const fontsDir = path.join(pdfjsRoot, 'standard_fonts');

/**
 * pdf.js's standard font data (the 14 base fonts PDFs may use without embedding them, and
 * their licences) copied into the build, so such PDFs are drawn with the right glyphs on any
 * machine and offline, never from a CDN. The development server serves the same files from
 * node_modules.
 */
export function pdfjsAssets(): Plugin {
  return {
    name: 'procure:pdfjs-assets',
    generateBundle() {
      for (const name of readdirSync(fontsDir)) {
        this.emitFile({
          type: 'asset',
          fileName: `${STANDARD_FONTS_PATH}${name}`,
          source: readFileSync(path.join(fontsDir, name)),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use(`/${STANDARD_FONTS_PATH}`, (request, response, next) => {
        const name = path.basename((request.url ?? '').split('?')[0] ?? '');
        if (!name || !readdirSync(fontsDir).includes(name)) return next();
        response.setHeader('content-type', 'application/octet-stream');
        response.end(readFileSync(path.join(fontsDir, name)));
      });
    },
  };
}
