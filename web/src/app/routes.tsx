import type { RouteObject } from 'react-router-dom';
import { RouteError } from './route-error';

// The route tree, shared by the browser router and the build-time prerender of the public pages.
// Every page is its own lazy chunk, so a first visit to the public site downloads only what it shows.
// Each route module exports `Component` (and may export `ErrorBoundary`), as react-router's lazy expects.

const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../features/public-site/pages/home-page') },
  { path: 'pricing', lazy: () => import('../features/public-site/pages/pricing-page') },
  { path: 'contact-us', lazy: () => import('../features/public-site/pages/contact-page') },
  { path: 'about-us', lazy: () => import('../features/public-site/pages/about-page') },
  { path: 'faq', lazy: () => import('../features/public-site/pages/faq-page') },
  { path: 'legal/terms-of-use', lazy: () => import('../features/public-site/pages/terms-page') },
  { path: 'legal/privacy-policy', lazy: () => import('../features/public-site/pages/privacy-page') },
  { path: 'accounts/login', lazy: () => import('../features/auth/pages/login-page') },
  { path: 'accounts/signup', lazy: () => import('../features/auth/pages/signup-page') },
  { path: 'accounts/reset-password', lazy: () => import('../features/auth/pages/reset-request-page') },
  { path: 'accounts/reset-password/new/:token', lazy: () => import('../features/auth/pages/new-password-page') },
  { path: 'accounts/confirm-email/:email', lazy: () => import('../features/auth/pages/confirm-email-page') },
  { path: 'accounts/email-validation/:token', lazy: () => import('../features/auth/pages/email-validation-page') },
  { path: 'accounts/invitation/:token', lazy: () => import('../features/invitation/invitation-page') },
  { path: '*', lazy: () => import('../features/public-site/pages/not-found-page') },
];

const appRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../features/shell/pages/app-home-page') },
  { path: 'calendar', lazy: () => import('../features/shell/pages/coming-soon-page') },
  { path: 'rates-and-availability', lazy: () => import('../features/rates/rates-page') },
  { path: 'reservations', lazy: () => import('../features/shell/pages/coming-soon-page') },
  { path: 'reservations/:id', lazy: () => import('../features/shell/pages/coming-soon-page') },
  { path: 'property/general-info', lazy: () => import('../features/property/pages/general-info-page') },
  { path: 'property/room-types', lazy: () => import('../features/property/pages/room-types-page') },
  { path: 'users/profile/edit', lazy: () => import('../features/profile/profile-edit-page') },
  { path: 'notifications', lazy: () => import('../features/notifications/notifications-page') },
  { path: '*', lazy: () => import('../features/public-site/pages/not-found-page') },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: () => import('../features/public-site/public-layout'),
    errorElement: <RouteError />,
    children: publicRoutes,
  },
  {
    path: '/app',
    lazy: () => import('./signed-in-area'),
    errorElement: <RouteError />,
    children: appRoutes,
  },
];

