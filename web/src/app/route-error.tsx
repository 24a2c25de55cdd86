import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The shared error page of spec §2: the heading, then the status text or the message. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? error.statusText || `${error.status}`
    : error instanceof Error
      ? error.message
      : String(error ?? '');
  return (
    <main className="auth-page">
      <div className="card auth-card" role="alert">
        <h1>{t('components.appError')}</h1>
        <p>{detail}</p>
        <p>
          <a href="/">{t('components.backHome')}</a>
        </p>
      </div>
    </main>
  );
}
