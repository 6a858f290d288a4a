import { useEffect } from 'react';
import type { GroupCompany } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { GroupCompanyUsersPage } from '../features/groupCompanies/GroupCompanyUsersPage';
import { useDirectoryTenantSettings } from '../features/internalContacts/usePhoneSettings';

export function GroupCompanyUsersRoute() {
  const { t } = useTranslation();
  const company = useLoaderData<GroupCompany>();
  const { phoneSettings } = useDirectoryTenantSettings();
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${company.orgName} | ${appName}`;
  }, [company.orgName, appName]);
  return (
    <GroupCompanyUsersPage key={company.groupTenantId} company={company} phoneSettings={phoneSettings} />
  );
}
