import Beasties from 'beasties';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';

export const LOGIN_HTML = 'login.html';
const ROOT_ELEMENT = '<div id="root"></div>';

/** React's server renderer puts the resources it hoists (the logo's image preload) in front of
 * the markup; they belong in <head>. Left in #root, they are nodes the app's own render does
 * not have, and hydration would fail and draw the card again. */
export function splitHoisted(html: string): { hoisted: string; markup: string } {
  const leading = /^(?:<link\b[^>]*\/?>)*/.exec(html)?.[0] ?? '';
  return { hoisted: leading, markup: html.slice(leading.length) };
}

/**
 * The page with the CSS rules its markup uses inlined in <head>, and the full stylesheet moved
 * to the end of <body> (Beasties' "body" strategy: no inline script, which the CSP forbids).
 * The card paints without waiting for the whole stylesheet (~460 KB, 35 KiB on the wire) to
 * arrive and be parsed; the app's script still runs only after it, since a pending stylesheet
 * holds scripts back. The full stylesheet is left whole: the signed-in pages share it.
 */
export async function inlineCriticalCss(html: string, outDir: string, base: string) {
  const beasties = new Beasties({
    path: outDir,
    publicPath: base,
    preload: 'body',
    pruneSource: false,
    noscriptFallback: false,
    // The app draws no text in a web font (named icon components; system font stack).
    fonts: false,
    logLevel: 'warn',
  });
  const inlined = await beasties.process(html);
  if (!/<style>[^<]/.test(inlined)) throw new Error('no critical CSS was inlined into login.html');
  return inlined.replace(' data-beasties-container', '');
}

/** Writes login.html: index.html with the sign-in card already inside #root (issue 7: the
 * largest paint of the first page no longer waits for the script). The app hydrates that markup
 * (main.tsx) instead of drawing it again; the fields are read-only until it has (useHydrating),
 * so nothing typed in that moment is lost; its critical CSS is inlined (inlineCriticalCss).
 * Runs before precompress, so login.html gets its .br
 * and .gz twins like every other page. */
export function prerenderLogin(): Plugin {
  let root = '';
  let outDir = '';
  let base = '/';
  let configFile: string | undefined;
  return {
    name: 'procure:prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      base = config.base;
    },
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const vite = await createServer({
          root,
          configFile,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, watch: null },
        });
        try {
          const { loginMarkup } = (await vite.ssrLoadModule('/src/prerender/login-markup.tsx')) as {
            loginMarkup: () => string;
          };
          const { hoisted, markup } = splitHoisted(loginMarkup());
          const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
          if (!index.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
          const page = index
            .replace('</head>', `${hoisted}</head>`)
            .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
          await writeFile(
            path.join(outDir, LOGIN_HTML),
            await inlineCriticalCss(page, outDir, base),
          );
        } finally {
          await vite.close();
        }
      },
    },
  };
}
