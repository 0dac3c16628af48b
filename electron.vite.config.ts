import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import vue from '@vitejs/plugin-vue';

const root = import.meta.dirname;

export default defineConfig({
  main: {
    build: {
      rolldownOptions: {
        input: {
          /** The Electron main process. */
          index: resolve(root, 'src-main/index.ts'),
          /** The session host, run in a utility process (DESIGN.md §1). */
          'session-host': resolve(root, 'src-main/session/utility-entry.ts'),
          /** The Node host: the same session host, over HTTP + WebSocket, without Electron. */
          web: resolve(root, 'src-main/web/server.ts'),
          /** The session host as the Node host's child process. */
          'session-node': resolve(root, 'src-main/session/node-entry.ts'),
          /** The bots' search worker thread, started by the session host (src-main/session/bots). */
          'search-worker': resolve(root, 'src-main/session/bots/search-worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      /** A sandboxed preload must be one CommonJS file with nothing external but electron. */
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(root, 'src-main/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    /** Files served as they are, from the repository's assets folder (the app's icon). */
    publicDir: resolve(root, 'assets'),
    plugins: [vue()],
    build: {
      /** electron-vite leaves bundles unminified; the renderer loads faster minified. */
      minify: true,
      rolldownOptions: {
        input: { index: resolve(root, 'src-renderer/index.html') },
      },
    },
  },
});
