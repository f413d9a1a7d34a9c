import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The admin app lives in admin/ and is served by the Express server from dist/admin.
export default defineConfig({
  root: fromRoot('./admin'),
  plugins: [react()],
  build: {
    outDir: fromRoot('./dist/admin'),
    emptyOutDir: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
