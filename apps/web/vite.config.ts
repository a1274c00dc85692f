import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { readmeGuide } from './build/readme-guide.ts';

// `npm run dev` starts the server on PORT (as `npm start` does) and Vite on WEB_DEV_PORT, proxying to it.
const serverUrl = process.env.LEADSIFT_SERVER_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), readmeGuide()],
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/api': { target: serverUrl, changeOrigin: false },
      '/healthz': serverUrl,
      '/readyz': serverUrl,
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
});
