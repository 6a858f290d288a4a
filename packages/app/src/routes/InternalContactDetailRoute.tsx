import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageNotFoundError } from '../errors/PageNotFoundError';
import { InternalContactDetailPage } from '../features/internalContacts/InternalContactDetailPage';
import {
  selectLastListSearch,
  useInternalContactsStore,
} from '../features/internalContacts/internalContactsStore';
import { useInternalContactDetail } from '../features/internalContacts/useInternalContactDetail';
import { useDirectoryTenantSettings } from '../features/internalContacts/usePhoneSettings';

export function InternalContactDetailRoute() {
  const { t } = useTranslation();
  const contactId = Number(useParams().id);
  const { detail, error, reload } = useInternalContactDetail(contactId);
  const { phoneSettings, copyInhibit } = useDirectoryTenantSettings();
  const lastListSearch = useInternalContactsStore(selectLastListSearch);
  const appName = t('app.name');
  const title = detail ? detail.fullname : t('internalContacts.detailTitle');
  useEffect(() => {
    document.title = `${title} | ${appName}`;
  }, [title, appName]);
  // A failed load is the 404 page of spec 000 §2.3, drawn by the route's error boundary.
  if (error) throw new PageNotFoundError();
  return (
    <InternalContactDetailPage
      detail={detail}
      phoneSettings={phoneSettings}
      copyInhibit={copyInhibit}
      backTo={`/internalContacts${lastListSearch}`}
      onEdited={reload}
    />
  );
}
