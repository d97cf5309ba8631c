import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // The manifest tells scripts/bundleSize.ts (and the bench) which chunks each route loads.
  build: { sourcemap: true, manifest: true },
});
