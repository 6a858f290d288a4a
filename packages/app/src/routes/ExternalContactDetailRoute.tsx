import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { ExternalContactDetailPage } from '../features/externalContacts/ExternalContactDetailPage';
import type { ContactLoaderData } from '../features/externalContacts/externalContactLoaders';

export function ExternalContactDetailRoute() {
  const { t } = useTranslation();
  const { folderType, detail } = useLoaderData<ContactLoaderData>();
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${detail.fullname} | ${appName}`;
  }, [detail.fullname, appName]);
  return <ExternalContactDetailPage key={detail.contactId} folderType={folderType} detail={detail} />;
}
