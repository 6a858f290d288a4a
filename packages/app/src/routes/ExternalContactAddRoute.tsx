import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { useClient } from '../api/ClientContext';
import { ContactForm, emptyContactValues } from '../features/externalContacts/ContactForm';
import type { AddLoaderData } from '../features/externalContacts/externalContactLoaders';
import { usePageTitle } from '../i18n/usePageTitle';
import { Page } from '../shared/Page';

/** `/front/externalContacts/{folderType}/add/{folderId}?phoneNumber=&fullname=` (the call popup and history link here). */
export function ExternalContactAddRoute() {
  usePageTitle('externalContacts.add.title');
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { folderType, folder } = useLoaderData<AddLoaderData>();
  const folderLink = {
    pathname: '/externalContacts',
    hash: `#folderType=${folderType}&folderId=${folder.folderId}`,
  };
  return (
    <Page
      className="kz-ext-add"
      title={t('externalContacts.add.title')}
      back={
        <Link to={folderLink}>{t('externalContacts.backToFolder', { folderName: folder.folderName })}</Link>
      }
    >
      <p className="kz-form-help">{t('externalContacts.add.into', { folderName: folder.folderName })}</p>
      <p className="kz-form-help">{t('businessCards.addHint')}</p>
      <ContactForm
        initialValues={emptyContactValues({
          fullname: query.get('fullname') ?? '',
          phoneNum: query.get('phoneNumber') ?? '',
        })}
        submitLabel={t('externalContacts.add.submit')}
        onSubmit={async (body) => {
          const { contactId } = await client.externalContacts.add({
            params: { folderType, folderId: folder.folderId },
            body,
          });
          void navigate(`/externalContacts/${folderType}/detail/${contactId}`);
        }}
        onCancel={() => void navigate(folderLink)}
      />
    </Page>
  );
}
