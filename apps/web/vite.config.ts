import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Fail loudly rather than ship a shell far past the budget of docs/ARCHITECTURE.md.
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: { '/int': 'http://localhost:3000' },
  },
});
