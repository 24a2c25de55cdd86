import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  define: {
    // One setting for the API's mails and the site's contact page.
    'import.meta.env.VITE_SUPPORT_EMAIL': JSON.stringify(process.env.SUPPORT_EMAIL ?? 'support@hostel.localhost'),
    // The browser has no `process`: render-message.ts takes its catalogs from source, as the local server does.
    'process.env.HOSTEL_CALL_BUNDLE': JSON.stringify('false'),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The budget test and the prerender step read this to know what each page needs.
    manifest: !isSsrBuild,
  },
}));
