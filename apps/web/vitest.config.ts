import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));
const own = (name: string) => path.join(here, 'node_modules', name);

export default defineProject({
  plugins: [react()],
  resolve: {
    // npm hoisted React 18 to the root for a Blueprint peer (react-popper); every import of
    // react and react-dom must reach the app's React 19 or elements from two Reacts mix.
    alias: [
      { find: /^react$/, replacement: own('react') },
      { find: /^react\/(.*)$/, replacement: `${own('react')}/$1` },
      { find: /^react-dom$/, replacement: own('react-dom') },
      { find: /^react-dom\/(.*)$/, replacement: `${own('react-dom')}/$1` },
    ],
    dedupe: ['react', 'react-dom'],
    // Prefer ES builds: a CommonJS build's require('react-dom') would bypass the aliases.
    mainFields: ['module', 'main'],
    conditions: ['module', 'import', 'browser', 'default'],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['test/setup-single-react.ts'],
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Inlined so the aliases above apply inside these libraries too.
    server: {
      deps: {
        inline: [
          /@blueprintjs/,
          /@testing-library/,
          /react-redux/,
          /@reduxjs/,
          /react-router/,
          /@floating-ui/,
          /react-popper/,
          /react-transition-group/,
          /use-sync-external-store/,
        ],
      },
    },
  },
});
