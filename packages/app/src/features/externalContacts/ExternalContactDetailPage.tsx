import './externalContacts.css';
import type {
  ContactRegistrationInfo,
  ExternalContactDetail,
  FolderTypeParam,
} from '@kizuna/api-client/contract';
import { Button, useDialogService } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { Link, useNavigate } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { DetailBusinessCard } from './ContactBusinessCard';
import { useQuery } from '../../shared/useQuery';
import { AddToGroupMenu } from '../contactGroups';
import { ContactPhoto } from './ContactPhoto';
import { useToast } from '../../shared/toast';

const SECTIONS: readonly { key: string; fields: readonly (keyof ExternalContactDetail)[] }[] = [
  { key: 'person', fields: ['fullnameKana', 'fullnameAlphabet', 'position'] },
  { key: 'company', fields: ['companyName', 'companyNameKana', 'divisionName', 'divisionNameKana'] },
  { key: 'phones', fields: ['phoneNum', 'mobileNum', 'companyMobileNum', 'personalMobileNum', 'faxNum'] },
  { key: 'internet', fields: ['email1', 'email2', 'webUrl'] },
  {
    key: 'companyAddress',
    fields: ['companyZipcode', 'companyAddress1', 'companyAddress2', 'companyUrl', 'companyPhoneNum'],
  },
  {
    key: 'divisionAddress',
    fields: ['divisionZipcode', 'divisionAddress1', 'divisionAddress2', 'divisionUrl', 'divisionPhoneNum'],
  },
  { key: 'notes', fields: ['comment', 'remarks'] },
];

const PHONE_FIELDS = new Set<string>([
  'phoneNum',
  'mobileNum',
  'companyMobileNum',
  'personalMobileNum',
  'companyPhoneNum',
  'divisionPhoneNum',
]);
const URL_FIELDS = new Set<string>(['webUrl', 'companyUrl', 'divisionUrl']);

function Value({ field, value }: { field: string; value: string }) {
  if (PHONE_FIELDS.has(field)) return <a href={`tel:${value.replace(/[^0-9+*#,;]/g, '')}`}>{value}</a>;
  if (field.startsWith('email')) return <a href={`mailto:${value}`}>{value}</a>;
  if (URL_FIELDS.has(field) && /^https?:\/\//.test(value)) {
    return (
      <a href={value} target="_blank" rel="noopener noreferrer">
        {value}
      </a>
    );
  }
  return <span className="kz-ext-detail__text">{value}</span>;
}

/** `/front/externalContacts/{folderType}/detail/{contactId}`: every field, who registered it, edit and delete. */
export function ExternalContactDetailPage({
  folderType,
  detail,
}: {
  folderType: FolderTypeParam;
  detail: ExternalContactDetail;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const dialogs = useDialogService();
  const navigate = useNavigate();
  const toast = useToast();
  const info = useQuery<ContactRegistrationInfo>(
    (signal) =>
      client.externalContacts.registeredInfo(
        { params: { folderType, contactId: detail.contactId } },
        { signal },
      ),
    String(detail.contactId),
  );
  const folderHash = `#folderType=${folderType}&folderId=${detail.folderId}`;

  async function remove() {
    const confirmed = await dialogs
      .deleteCancel({
        title: t('externalContacts.delete.title'),
        message: t('externalContacts.delete.one', { fullname: detail.fullname }),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      await client.externalContacts.deleteContact({ params: { folderType, contactId: detail.contactId } });
      void navigate({ pathname: '/externalContacts', hash: folderHash });
    } catch {
      toast({ title: t('externalContacts.delete.failed'), tone: 'danger' });
    }
  }

  return (
    <main className="kz-page kz-ext-detail" aria-labelledby="kz-page-title">
      <p>
        <Link to={{ pathname: '/externalContacts', hash: folderHash }}>
          {t('externalContacts.backToFolder', { folderName: detail.folderName })}
        </Link>
      </p>
      <div className="kz-ext-detail__head">
        {detail.photoUpdatedAt && (
          <ContactPhoto
            contactId={detail.contactId}
            photoUpdatedAt={detail.photoUpdatedAt}
            alt={t('externalContacts.photo.alt', { fullname: detail.fullname })}
            size={160}
            original
          />
        )}
        <h1 id="kz-page-title" className="kz-page__title">
          {detail.fullname}
        </h1>
      </div>
      {detail.editable && (
        <div className="kz-ext-contacts__toolbar">
          <Link
            className="kz-ext-contacts__add"
            to={`/externalContacts/${folderType}/detail/${detail.contactId}/edit`}
          >
            {t('externalContacts.edit.action')}
          </Link>
          <Button variant="danger" onPress={() => void remove()}>
            {t('externalContacts.delete.oneAction')}
          </Button>
        </div>
      )}
      {detail.folderType !== 'NEITHER' && (
        <div className="kz-ext-contacts__toolbar">
          <AddToGroupMenu
            candidates={{
              kind: 'external',
              contacts: [{ folderType: detail.folderType, contactId: detail.contactId }],
            }}
          />
        </div>
      )}
      {SECTIONS.map((section) => {
        const shown = section.fields.filter((field) => String(detail[field] ?? '') !== '');
        if (shown.length === 0) return null;
        return (
          <section
            key={section.key}
            className="kz-ext-detail__section"
            aria-labelledby={`kz-ext-${section.key}`}
          >
            <h2 id={`kz-ext-${section.key}`}>{t(`externalContacts.sections.${section.key}`)}</h2>
            <dl className="kz-ext-detail__list">
              {shown.map((field) => (
                <div key={field} className="kz-ext-detail__item">
                  <dt>{t(`externalContacts.fields.${field}`)}</dt>
                  <dd>
                    <Value field={field} value={String(detail[field])} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
      <DetailBusinessCard folderType={folderType} detail={detail} />
      <section className="kz-ext-detail__section" aria-labelledby="kz-ext-registration">
        <h2 id="kz-ext-registration">{t('externalContacts.registration.title')}</h2>
        <dl className="kz-ext-detail__list">
          <div className="kz-ext-detail__item">
            <dt>{t('externalContacts.registration.folder')}</dt>
            <dd>
              {t(`externalContacts.folders.${folderType}`)} / {detail.folderName}
            </dd>
          </div>
          <div className="kz-ext-detail__item">
            <dt>{t('externalContacts.registration.registeredAt')}</dt>
            <dd>{formatDisplayDate(detail.registeredAt, 'dateTime')}</dd>
          </div>
          <div className="kz-ext-detail__item">
            <dt>{t('externalContacts.registration.registeredBy')}</dt>
            <dd>
              {info.data?.registeredUserContactId && !info.data.registeredUserIsHidden ? (
                <Link to={`/internalContacts/detail/${info.data.registeredUserContactId}`}>
                  {info.data.registeredUserFullname}
                </Link>
              ) : (
                (info.data?.registeredUserFullname ?? t('externalContacts.registration.unknown'))
              )}
              {info.data && info.data.registeredUserDivisionNames.length > 0 && (
                <span className="kz-ext-contacts__kana">
                  {info.data.registeredUserDivisionNames.join(' / ')}
                </span>
              )}
            </dd>
          </div>
          <div className="kz-ext-detail__item">
            <dt>{t('externalContacts.registration.updatedAt')}</dt>
            <dd>
              {formatDisplayDate(detail.updatedAt, 'dateTime')}
              {info.data?.updatedUserFullname ? ` (${info.data.updatedUserFullname})` : ''}
            </dd>
          </div>
        </dl>
      </section>
    </main>
  );
}
