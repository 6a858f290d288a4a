import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorLayout } from './ErrorLayout';

export { ErrorLayout, INIT_PAGE_PATH } from './ErrorLayout';

export interface ErrorPageProps {
  /** HTTP status the page stands for. */
  status: number;
  /** Body of the failed response; the 502 page replaces the document with it. */
  body?: string;
  /** The server's id of the failed request (`X-Request-Id`), shown for a person to quote. */
  requestId?: string | undefined;
  /** The server's error code, when it answered one (`X-Error-Code`). */
  code?: string | undefined;
}

export const CHANGE_PASSWORD_PATH = '/front/changePassword';

/** Replaces the whole document with the text of a gateway's answer, as spec 000 §2.4 asks for 502. */
function BadGatewayDocument({ body }: { body: string | undefined }) {
  const { t } = useTranslation();
  const fallback = t('errors.badGateway');
  useEffect(() => {
    // Only the text is kept: markup of an upstream answer must never run in our origin.
    const parsed = new DOMParser().parseFromString(body ?? '', 'text/html');
    const text = parsed.body.textContent?.trim() || fallback;
    const pre = document.createElement('pre');
    pre.textContent = text;
    document.title = '502 Bad Gateway';
    document.body.replaceChildren(pre);
  }, [body, fallback]);
  return null;
}

// Rare, so not part of what every visit loads; its texts are in the pages' part.
const TrialEndedPage = lazy(() => import('./TrialEndedPage'));

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorLayout titleKey="errors.notFound.title">
      <p>{t('errors.notFound.message')}</p>
    </ErrorLayout>
  );
}

export function ErrorPage({ status, body, requestId, code }: ErrorPageProps) {
  const { t } = useTranslation();
  if (status === 403 && code === 'TRIAL_EXPIRED') {
    return (
      <Suspense fallback={null}>
        <TrialEndedPage requestId={requestId} />
      </Suspense>
    );
  }
  if (status === 403 && code === 'PASSWORD_CHANGE_REQUIRED') {
    return (
      <ErrorLayout titleKey="errors.passwordChangeRequired.title" requestId={requestId}>
        <p>{t('errors.passwordChangeRequired.message')}</p>
        <p>
          <a href={CHANGE_PASSWORD_PATH}>{t('errors.passwordChangeRequired.change')}</a>
        </p>
      </ErrorLayout>
    );
  }
  switch (status) {
    case 404:
      return <NotFoundPage />;
    case 400:
    case 403: {
      const key = status === 400 ? 'errors.badRequest' : 'errors.forbidden';
      return (
        <ErrorLayout titleKey={`${key}.title`} requestId={requestId}>
          <p>{t(`${key}.message`)}</p>
        </ErrorLayout>
      );
    }
    case 502:
      return <BadGatewayDocument body={body} />;
    default:
      return (
        <ErrorLayout titleKey="errors.unavailable.title" requestId={requestId}>
          <p>{t(status === 408 ? 'errors.unavailable.timeout' : 'errors.unavailable.internal')}</p>
          <p>{t('errors.unavailable.retry')}</p>
        </ErrorLayout>
      );
  }
}
