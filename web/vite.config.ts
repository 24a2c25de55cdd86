import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const require = createRequire(import.meta.url);
const reactRouterDist = join(dirname(require.resolve('react-router/package.json')), 'dist');

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  // One setting for the API's mails and the site's contact page.
  define: { 'import.meta.env.VITE_SUPPORT_EMAIL': JSON.stringify(process.env.SUPPORT_EMAIL ?? 'support@hostel.localhost') },
  resolve: {
    // react-router's package exports only its development build; production uses the one it also
    // ships, without dev-time warnings (about 10 KB less on every first visit).
    alias:
      mode === 'production'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production/dom-export.mjs') },
          ]
        : [],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The budget test reads this to know what each route's first load needs.
    manifest: true,
  },
}));
