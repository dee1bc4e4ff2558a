import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { iconComponentsOnly } from './build/icon-components-only.ts';
import { pdfjsAssets } from './build/pdfjs-assets.ts';
import { precompress } from './build/precompress.ts';
import { prerenderLogin } from './build/prerender-login.ts';
import { webDist } from './build/source-stamp.mjs';
import { writeSourceStamp } from './build/write-source-stamp.ts';

// The only place the dev setup reads the environment: where the API runs in development.
const apiTarget = process.env.PROCURE_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    iconComponentsOnly(),
    pdfjsAssets(),
    prerenderLogin(),
    precompress(),
    writeSourceStamp(),
  ],
  resolve: {
    // One React in the bundle, whatever a dependency's peer range says (the root package.json
    // overrides React to 19 for the same reason).
    dedupe: ['react', 'react-dom'],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/masters': { target: apiTarget, changeOrigin: true },
      '/config.js': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: webDist(),
    emptyOutDir: true,
    // Blueprint alone is larger than Vite's default warning limit; the app is split by route.
    chunkSizeWarningLimit: 1200,
  },
});
