import Module from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** npm hoisted React 18 to the root node_modules for a Blueprint peer (react-popper), while
 * the app uses React 19. CommonJS dependencies (use-sync-external-store) would `require` the
 * root copy and break hooks, so route every CommonJS request for react/react-dom to the app's. */
const webModules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules');
const SINGLETONS = /^(react|react-dom)(\/.*)?$/;

type Resolve = (request: string, parent: unknown, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolve };
const original = loader._resolveFilename;
loader._resolveFilename = function resolveSingleReact(request, parent, ...rest) {
  const target = SINGLETONS.test(request) ? path.join(webModules, request) : request;
  return original.call(this, target, parent, ...rest);
};
