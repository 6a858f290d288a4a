import { useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage';
import { errorPageInfo } from './errorStatus';

/** `errorElement` of the routes: whatever a loader or a page threw becomes the matching error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const info = errorPageInfo(error);
  if (info.status >= 500 && info.status !== 502) console.error(error);
  return <ErrorPage status={info.status} body={info.body} requestId={info.requestId} code={info.code} />;
}
