import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The shared error page of spec §2: the heading, then the status text or the message. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? error.statusText || `${error.status}`
    : error instanceof Error
      ? error.message
      : String(error ?? '');
  return (
    <main className="auth-page">
      <div className="card auth-card" role="alert">
        <h1>Unexpected Application Error!</h1>
        <p>{detail}</p>
        <p>
          <a href="/">Back to the home page</a>
        </p>
      </div>
    </main>
  );
}
