import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The app's build and development server. The tests' settings are in vitest.config.ts, which
// extends this file: neither `npm start`'s web build nor `npm run dev`'s Vite loads vitest.

// In development the API server runs on API_PORT (3001) and Vite proxies /api and /locales to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': apiTarget, '/locales': apiTarget },
  },
  build: {
    outDir: 'dist',
    // No source maps in the build: the server would otherwise hand out the original sources.
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
