import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const API_PORT = 3000;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Rollup merges chunks under 10 KB into their neighbours where that changes no side effect's order: a catalogue
  // page loads 29 modules instead of 43, and each request is main-thread work on a slow phone (decision 023).
  build: { rollupOptions: { output: { experimentalMinChunkSize: 10_000 } } },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    // In development the API runs beside Vite; the browser still sees one origin.
    proxy: { '/api': { target: `http://localhost:${API_PORT}`, changeOrigin: false } },
  },
});
