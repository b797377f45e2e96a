import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Builds the bare baseline into dist-bare (used only by `npm run bench`). */
export default defineConfig({
  root: __dirname,
  publicDir: '../../../public',
  plugins: [react()],
  build: { outDir: '../../../dist-bare', emptyOutDir: true, target: 'es2022' },
});
