import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Language } from '@hostel/shared/domain/languages';
import { routes } from '../app/routes';
import { languageOfPath } from '../features/public-site/public-language';
import { i18n } from '../lib/i18n/i18n';
import { createQueryClient } from '../lib/query-client';
import { PrerenderTitle, PRODUCT_NAME } from '../lib/use-document-title';

// Build-time only (vite build --ssr): renders a public page with the same routes and components the
// SPA uses, so the static page and the app never disagree on what a page says.

export async function renderPage(path: string): Promise<{ html: string; title: string; language: Language; description: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering`);
  if (context.errors) throw new Error(`${path} failed while prerendering: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const collected = { title: PRODUCT_NAME };
  const html = renderToString(
    <StrictMode>
      {/* Nothing is fetched while prerendering: queries stay pending, so the header shows its signed-out part. */}
      <QueryClientProvider client={createQueryClient()}>
        <PrerenderTitle.Provider value={collected}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PrerenderTitle.Provider>
      </QueryClientProvider>
    </StrictMode>,
  );
  const language = languageOfPath(path) ?? 'en';
  return { html, title: collected.title, language, description: i18n.t('publicSite.description', { lng: language }) };
}
