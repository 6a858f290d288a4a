import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { useClient } from '../api/ClientContext';
import { ContactForm, emptyContactValues } from '../features/externalContacts/ContactForm';
import type { AddLoaderData } from '../features/externalContacts/externalContactLoaders';
import { usePageTitle } from '../i18n/usePageTitle';

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
    <main className="kz-page kz-ext-add" aria-labelledby="kz-page-title">
      <p>
        <Link to={folderLink}>{t('externalContacts.backToFolder', { folderName: folder.folderName })}</Link>
      </p>
      <h1 id="kz-page-title" className="kz-page__title">
        {t('externalContacts.add.title')}
      </h1>
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
    </main>
  );
}
