import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import { speakApiIn } from './lib/api-client';
import { answerMessage } from './lib/i18n/api-message';
import { currentLanguage, i18n } from './lib/i18n/i18n';
import { createQueryClient } from './lib/query-client';
import { applyStoredTheme } from './lib/theme';
import './styles/global.css';

applyStoredTheme();
speakApiIn(currentLanguage, answerMessage);

const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>,
);
