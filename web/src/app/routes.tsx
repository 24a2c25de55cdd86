import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router-dom';
import { appRoutes } from './app-pages';
import { RouteError } from './route-error';
import { SignedOutOnly } from './signed-out-only';

// The route tree, shared by the browser router and the build-time prerender of the public pages.
// Every page is its own lazy chunk, so a first visit to the public site downloads only what it shows.
// Each route module exports `Component` (and may export `ErrorBoundary`), as react-router's lazy expects.

/** Marks a public page that the build prerenders; a test holds these to shared/src/http/static-pages.ts. */
export interface PublicPageHandle {
  prerendered: true;
}
const prerendered: PublicPageHandle = { prerendered: true };

// The marketing pages, at the spec's paths in English and again under /es in Spanish (their language is their path's).
const marketingPages = (): RouteObject[] => [
  { index: true, handle: prerendered, lazy: () => import('../features/public-site/pages/home-page') },
  { path: 'pricing', handle: prerendered, lazy: () => import('../features/public-site/pages/pricing-page') },
  { path: 'contact-us', handle: prerendered, lazy: () => import('../features/public-site/pages/contact-page') },
  { path: 'about-us', handle: prerendered, lazy: () => import('../features/public-site/pages/about-page') },
  { path: 'faq', handle: prerendered, lazy: () => import('../features/public-site/pages/faq-page') },
  { path: 'legal/terms-of-use', handle: prerendered, lazy: () => import('../features/public-site/pages/terms-page') },
  { path: 'legal/privacy-policy', handle: prerendered, lazy: () => import('../features/public-site/pages/privacy-page') },
];

const publicRoutes: RouteObject[] = [
  ...marketingPages(),
  { path: 'es', children: marketingPages() },
  {
    Component: SignedOutOnly,
    children: [
      { path: 'accounts/login', lazy: () => import('../features/auth/pages/login-page') },
      { path: 'accounts/signup', lazy: () => import('../features/auth/pages/signup-page') },
    ],
  },
  { path: 'accounts/reset-password', lazy: () => import('../features/auth/pages/reset-request-page') },
  { path: 'accounts/restore', lazy: () => import('../features/auth/pages/restore-property-page') },
  { path: 'accounts/reset-password/new/:token', lazy: () => import('../features/auth/pages/new-password-page') },
  { path: 'accounts/confirm-email/:email', lazy: () => import('../features/auth/pages/confirm-email-page') },
  { path: 'accounts/email-validation/:token', lazy: () => import('../features/auth/pages/email-validation-page') },
  { path: 'accounts/invitation/:token', lazy: () => import('../features/invitation/invitation-page') },
  { path: '*', lazy: () => import('../features/public-site/pages/not-found-page') },
];

// What shows while the first page's code downloads: react-router asks for it on every first load.
function PublicFallback() {
  return null;
}

function AppFallback() {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      {t('common.loading')}
    </p>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: () => import('../features/public-site/public-layout'),
    HydrateFallback: PublicFallback,
    errorElement: <RouteError />,
    children: publicRoutes,
  },
  {
    path: '/app',
    lazy: () => import('./signed-in-area'),
    HydrateFallback: AppFallback,
    errorElement: <RouteError />,
    children: appRoutes(),
  },
];
