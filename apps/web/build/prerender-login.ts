import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';

export const LOGIN_HTML = 'login.html';
const ROOT_ELEMENT = '<div id="root"></div>';

/** Writes login.html: index.html with the sign-in card already inside #root (issue 7: the
 * largest paint of the first page no longer waits for the script). The fields are read-only
 * until the app replaces them, so nothing typed in that moment is lost. Runs before
 * precompress, so login.html gets its .br and .gz twins like every other page. */
export function prerenderLogin(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  return {
    name: 'procure:prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
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
          const markup = loginMarkup().replace(/<input /g, '<input readonly ');
          const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
          if (!index.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
          await writeFile(
            path.join(outDir, LOGIN_HTML),
            index.replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`),
          );
        } finally {
          await vite.close();
        }
      },
    },
  };
}
