import '../../shared/directory.css';
import './profile.css';
import { PERSONAL_INFO_TAG_TYPES } from '@kizuna/api-client/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FaceThumbnail } from '../../shared/FaceThumbnail';
import { Page } from '../../shared/Page';
import { selectPrincipal, usePrincipalStore } from '../session';
import { UserEditForm } from '../userEdit';
import { AiSummarySection } from './AiSummarySection';
import { CustomColsSection } from './CustomColsSection';
import { DigitalCardSection } from './DigitalCardSection';
import { FaceImageSection } from './FaceImageSection';
import { HistorySection } from './HistorySection';
import { useProfileEditStore } from './profileEditStore';
import { TagsSection } from './TagsSection';
import { TextSection } from './TextSection';
import { UrlsSection } from './UrlsSection';

/**
 * My profile (002 §2–§5): what colleagues read on my directory page, each section edited in place
 * with its own edit state and save.
 */
export function MyProfilePage() {
  const { t } = useTranslation();
  const principal = usePrincipalStore(selectPrincipal);
  const me = principal?.userInfo;
  const withSummary = principal?.tenantInfo.aiSummarySettings.enabled === true;
  const setEditing = useProfileEditStore((store) => store.setEditing);
  // Unsaved directory information counts as a section being edited: leaving asks first.
  const setUserEditDirty = useCallback((dirty: boolean) => setEditing('userEdit', dirty), [setEditing]);
  return (
    <Page title={t('profile.title')} className="kz-profile">
      {me && (
        <div className="kz-profile__who">
          <FaceThumbnail userId={me.userId} alt="" size={56} />
          <div>
            <p className="kz-profile__name">{me.fullname}</p>
            {me.fullnameKana && (
              <p className="kz-profile__kana" lang="ja">
                {me.fullnameKana}
              </p>
            )}
            <Link to={`/internalContacts/detail/${me.userId}`}>{t('profile.viewAsColleagues')}</Link>
          </div>
        </div>
      )}
      <p className="kz-profile__intro">{t('profile.intro')}</p>
      <div className="kz-profile__sections">
        {me && <FaceImageSection userId={me.userId} />}
        {me && (
          <section className="kz-profile-section" aria-labelledby="kz-profile-user-edit">
            <div className="kz-profile-section__header">
              <h2 id="kz-profile-user-edit">{t('profile.userEdit.title')}</h2>
            </div>
            <p className="kz-profile-section__intro">{t('profile.userEdit.intro')}</p>
            <UserEditForm
              userId={me.userId}
              label={t('profile.userEdit.title')}
              onDirtyChange={setUserEditDirty}
            />
          </section>
        )}
        <TextSection kind="oneWord" />
        {withSummary && <AiSummarySection />}
        <TextSection kind="jobDescription" />
        <section className="kz-profile-section kz-profile-section--group" aria-labelledby="kz-profile-tags">
          <div className="kz-profile-section__header">
            <h2 id="kz-profile-tags">{t('profile.sections.tags')}</h2>
          </div>
          <div className="kz-profile-section__group">
            {PERSONAL_INFO_TAG_TYPES.map((tagType) => (
              <TagsSection key={tagType} tagType={tagType} />
            ))}
          </div>
        </section>
        <HistorySection kind="briefHistories" />
        <HistorySection kind="achievementHistories" />
        <CustomColsSection />
        <UrlsSection />
        <DigitalCardSection />
      </div>
    </Page>
  );
}
