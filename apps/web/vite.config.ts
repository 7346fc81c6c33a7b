import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server of `npm run dev -w @amora/server` / `npm start`; AMORA_API_URL overrides it. */
const API_TARGET = process.env.AMORA_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 still uses @import and the global colour functions internally.
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        quietDeps: true,
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/healthz': { target: API_TARGET },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    rollupOptions: {
      // Imported constants are written where they are used: the endpoints of
      // @amora/shared/endpoints cost what the hand-written paths cost, and no module of constants
      // becomes a chunk that every first view loads (decision 037).
      optimization: { inlineConst: { mode: 'all' } },
      // index.html: the app; lander.html: the lean entry the server sends for lander routes.
      input: { main: 'index.html', lander: 'lander.html' },
      output: {
        manualChunks: (id: string) => {
          // One start-up chunk for both entries (app and landers): TanStack Query, React, ReactDOM,
          // i18next and the app code both load at start. Split by importer these became many small
          // files, and each costs every first view its own gzip overhead.
          if (/node_modules[\\/]@tanstack[\\/]/.test(id)) return 'vendor';
          if (/node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next)[\\/]/.test(id))
            return 'vendor';
          if (
            /apps[\\/]web[\\/]src[\\/](api[\\/](client|endpoint|errors)|i18n[\\/](i18n|locale)|lib[\\/](cookies|storage|installedApp)|app-state[\\/](session[\\/](useSession|types|push)|site[\\/](useSettings|forcedDomain))|components[\\/](Disclaimer|HeartLogo|PageSpinner|entry-warning[\\/](EntryWarning|entryWarningRules)))\./.test(
              id,
            )
          )
            return 'vendor';
          if (/packages[\\/]shared[\\/]src[\\/](routes|constants|languages)\./.test(id)) return 'vendor';
          return undefined;
        },
      },
    },
  },
});
