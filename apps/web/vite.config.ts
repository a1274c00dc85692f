import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { readmeGuide } from './build/readme-guide.ts';

const serverUrl = process.env.LEADSIFT_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), readmeGuide()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: serverUrl, changeOrigin: false },
      '/healthz': serverUrl,
      '/readyz': serverUrl,
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
});
