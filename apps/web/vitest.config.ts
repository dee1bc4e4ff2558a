import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { dedupe: ['react', 'react-dom'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Inline the React-based libraries so they share the app's React 19 instead of the
    // React 18 that npm hoisted to the root for a Blueprint peer.
    server: { deps: { inline: [/@blueprintjs/, /@testing-library/, /react-redux/, /react-router/] } },
  },
});
