import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  // One setting for the API's mails and the site's contact page.
  define: { 'import.meta.env.VITE_SUPPORT_EMAIL': JSON.stringify(process.env.SUPPORT_EMAIL ?? 'support@hostel.localhost') },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The budget test and the prerender step read this to know what each page needs.
    manifest: !isSsrBuild,
  },
}));
