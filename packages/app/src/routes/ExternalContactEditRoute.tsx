import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { useClient } from '../api/ClientContext';
import { FormBusinessCard } from '../features/externalContacts/ContactBusinessCard';
import { ContactForm, contactValuesOf } from '../features/externalContacts/ContactForm';
import { ContactPhotoField } from '../features/externalContacts/ContactPhotoField';
import type { ContactLoaderData } from '../features/externalContacts/externalContactLoaders';
import { usePageTitle } from '../i18n/usePageTitle';
import { Page } from '../shared/Page';

/** `/front/externalContacts/{folderType}/detail/{contactId}/edit`. */
export function ExternalContactEditRoute() {
  usePageTitle('externalContacts.edit.title');
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const { folderType, detail } = useLoaderData<ContactLoaderData>();
  const detailPath = `/externalContacts/${folderType}/detail/${detail.contactId}`;
  return (
    <Page
      className="kz-ext-edit"
      title={t('externalContacts.edit.title')}
      back={<Link to={detailPath}>{t('externalContacts.edit.back', { fullname: detail.fullname })}</Link>}
    >
      <ContactPhotoField
        contactId={detail.contactId}
        fullname={detail.fullname}
        photoUpdatedAt={detail.photoUpdatedAt}
      />
      <ContactForm
        key={detail.contactId}
        initialValues={contactValuesOf(detail)}
        submitLabel={t('externalContacts.edit.submit')}
        renderBefore={(values, apply) => (
          <FormBusinessCard folderType={folderType} detail={detail} values={values} apply={apply} />
        )}
        onSubmit={async (body) => {
          // The form has no fields for these; the contact keeps what it has.
          const kept = { showCompany: detail.showCompany, showDivision: detail.showDivision };
          await client.externalContacts.edit({
            params: { folderType, contactId: detail.contactId },
            body: { ...body, ...kept },
          });
          void navigate(detailPath);
        }}
        onCancel={() => void navigate(detailPath)}
      />
    </Page>
  );
}
