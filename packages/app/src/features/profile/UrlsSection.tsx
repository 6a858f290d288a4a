import { PersonalUrlsBodySchema, type PersonalUrls } from '@kizuna/api-client/contract';
import { TextField } from '@kizuna/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../api/ClientContext';
import { PersonalLinks } from '../personalInfo';
import { EmptyValue, ProfileSectionFrame, SectionActions, SectionForm } from './ProfileSectionFrame';
import { useSectionEdit, useSectionLoad, type SectionEdit } from './useProfileSection';

const SLOTS = [1, 2, 3] as const;

function UrlsForm({
  title,
  initial,
  edit,
}: {
  title: string;
  initial: PersonalUrls;
  edit: SectionEdit<PersonalUrls>;
}) {
  const { t } = useTranslation();
  const [urls, setUrls] = useState<Record<keyof PersonalUrls, string>>(() => ({
    url1: initial.url1 ?? '',
    url1Title: initial.url1Title ?? '',
    url2: initial.url2 ?? '',
    url2Title: initial.url2Title ?? '',
    url3: initial.url3 ?? '',
    url3Title: initial.url3Title ?? '',
  }));
  const field = (key: keyof PersonalUrls, label: string, autoFocus = false) => (
    <TextField
      label={label}
      value={urls[key]}
      onChange={(value) => setUrls((current) => ({ ...current, [key]: value }))}
      type={key.endsWith('Title') ? 'text' : 'url'}
      autoFocus={autoFocus}
      validationBehavior="aria"
      isInvalid={edit.errorText(key) !== undefined}
      errorMessage={edit.errorText(key)}
    />
  );
  return (
    <SectionForm label={title} onSubmit={() => void edit.submit(urls)}>
      {SLOTS.map((n) => (
        <fieldset key={n} className="kz-profile-urls__slot">
          <legend>{t('profile.urls.slot', { n })}</legend>
          {field(`url${n}Title`, t('profile.urls.title', { n }), n === 1)}
          {field(`url${n}`, t('profile.urls.url', { n }))}
        </fieldset>
      ))}
      <p className="kz-profile-section__hint">{t('profile.urls.hint')}</p>
      <SectionActions edit={edit} />
    </SectionForm>
  );
}

/** Three links with titles; a title needs its URL, URLs are http(s). */
export function UrlsSection() {
  const { t } = useTranslation();
  const client = useClient();
  const title = t('profile.sections.urls');
  const load = useSectionLoad((signal) => client.profile.urls(undefined, { signal }));
  const edit = useSectionEdit({
    editKey: 'urls',
    schema: PersonalUrlsBodySchema,
    save: (body: PersonalUrls) => client.profile.saveUrls({ body }),
    onSaved: load.setValue,
  });
  return (
    <ProfileSectionFrame
      id="kz-profile-urls"
      title={title}
      state={load.state}
      edit={edit}
      onRetry={load.reload}
      view={(urls) =>
        [urls.url1, urls.url2, urls.url3].some(Boolean) ? <PersonalLinks urls={urls} /> : <EmptyValue />
      }
      form={(urls) => <UrlsForm title={title} initial={urls} edit={edit} />}
    />
  );
}
