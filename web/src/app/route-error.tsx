import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Last resort for a page that failed to load or render (for example a stale bundle after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <div className="app-status" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown{detail ? ` (${detail})` : ''}. Reloading usually fixes it.</p>
      <p className="app-status__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/search">Go to search</Link>
      </p>
    </div>
  );
}
