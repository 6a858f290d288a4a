import { useParams } from 'react-router';
import { InformationAdminPage, NoticeReadsPage } from '../features/admin/information';
import { usePageTitle } from '../i18n/usePageTitle';

export function InformationAdminRoute() {
  usePageTitle('admin.information.title');
  return <InformationAdminPage />;
}

/** The loader has checked that the id is a number. */
export function NoticeReadsRoute() {
  usePageTitle('admin.information.readsPage.title');
  return <NoticeReadsPage informationId={Number(useParams().informationId)} />;
}
