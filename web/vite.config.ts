import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The config lives in web/ but tools (npm scripts, Storybook) run it from the repository root.
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  // The server renderer (`vite build --ssr`) bundles MUI: its packages ship ES modules with
  // extensionless imports that Node's own loader cannot resolve. Other dependencies stay in node_modules.
  ssr: { noExternal: [/^@mui\//] },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
