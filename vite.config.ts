import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const API_PORT = 3000;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Rollup merges chunks under 10 KB into their neighbours where that changes no side effect's order: a catalogue
  // page loads 29 modules instead of 43, and each request is main-thread work on a slow phone (decision 023).
  // Icons are one chunk of their own: merged into whichever small chunk first used them, an icon once dragged that
  // chunk's imports (the signed-in user's query, TanStack Query) into /help, a page meant to load no data code.
  build: {
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 10_000,
        manualChunks: (id) => (id.includes('/node_modules/lucide-react/') ? 'icons' : undefined),
      },
    },
  },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    // In development the API runs beside Vite; the browser still sees one origin.
    proxy: { '/api': { target: `http://localhost:${API_PORT}`, changeOrigin: false } },
  },
});
