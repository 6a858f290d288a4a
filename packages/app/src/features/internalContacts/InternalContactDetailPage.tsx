import '../../shared/directory.css';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { InternalContactDetail, PresenceStatus } from '@kizuna/api-client/contract';
import { isValidUrl } from '@kizuna/api-client/validation';
import { Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddToGroupMenu } from '../contactGroups';
import { DivisionInfoPanel } from '../divisions';
import { DivisionMembersPreview } from '../divisions';
import { isPersonalInfoEmpty, PersonalInfoSections } from '../personalInfo';
import { usePersonalInfo } from '../personalInfo';
import { MyPresenceSelect } from '../presence';
import { PresenceIndicator } from '../presence';
import { PresenceSources } from '../presence';
import { ScheduleList } from '../presence';
import { LastSeenOnFloor } from '../floors';
import { PersonDestinationLoader, WhereaboutsBoardLink } from '../whereabouts';
import { useM365Configured } from '../presence';
import { selectPrincipal, usePrincipalStore } from '../session';
import { StartTalkButton } from '../talk';
import { PersonThanksSection } from '../thanks';
import { AddressText } from './AddressText';
import { AnpiAnswer } from './AnpiAnswer';
import { ChatLinks } from './ChatLinks';
import { ContactPhones, PHONE_FIELDS } from '../../shared/ContactPhones';
import { leadPhoneField, PersonCallAction } from './PersonCallAction';
import { FaceThumbnail } from '../../shared/FaceThumbnail';
import { MY_PROFILE_PATH } from '../profile';
import { UserEditButton } from '../userEdit';
import { preventCopy } from './preventCopy';
import { StartMeetingLink } from './StartMeetingLink';
import { useCollaborationSettings } from './useCollaborationSettings';
import type { PhoneLinkSettings } from '../../shared/phoneLink';

export interface InternalContactDetailPageProps {
  /** null while loading: the page shows its skeleton. */
  detail: InternalContactDetail | null;
  phoneSettings: PhoneLinkSettings;
  copyInhibit: boolean;
  /** The list URL to go back to, with its search. */
  backTo: string;
  /** After the person was edited here (proxy edit): the page loads them again. */
  onEdited?: () => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children == null || children === '') return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What the person wrote about themself; nothing at all when they wrote nothing. */
function PersonalInfoPart({ contactId }: { contactId: number }) {
  const { t } = useTranslation();
  const info = usePersonalInfo(contactId);
  if (isPersonalInfoEmpty(info)) return null;
  return (
    <section aria-labelledby="kz-detail-about">
      <h2 id="kz-detail-about">{t('internalContacts.personalInfo.title')}</h2>
      <PersonalInfoSections info={info} />
    </section>
  );
}

/** How to write to the person and what they say of themselves; not shown when all is empty. */
function ProfileSection({
  detail,
  chatLinksEnabled,
}: {
  detail: InternalContactDetail;
  chatLinksEnabled: boolean;
}) {
  const { t } = useTranslation();
  const filled = [
    detail.email1,
    detail.email2,
    detail.webUrl,
    detail.employeeNum,
    detail.accountId,
    detail.skill,
    detail.comment,
    detail.remarks,
  ].some(Boolean);
  if (!filled && detail.chats.length === 0 && !detail.anpi) return null;
  return (
    <section aria-labelledby="kz-detail-profile">
      <h2 id="kz-detail-profile">{t('internalContacts.detail.profile')}</h2>
      <dl className="kz-definitions">
        <Field label={t('internalContacts.detail.email')}>
          {[detail.email1, detail.email2].filter(Boolean).length > 0 ? (
            <span className="kz-contact-detail__emails">
              {[detail.email1, detail.email2]
                .filter((email): email is string => Boolean(email))
                .map((email) => (
                  <a key={email} className="kz-email" href={`mailto:${email}`}>
                    <AddressText address={email} />
                  </a>
                ))}
            </span>
          ) : null}
        </Field>
        <Field label={t('internalContacts.detail.chats')}>
          {detail.chats.length > 0 ? (
            <ChatLinks chats={detail.chats} name={detail.fullname} linked={chatLinksEnabled} />
          ) : null}
        </Field>
        <Field label={t('internalContacts.detail.webUrl')}>
          {detail.webUrl &&
            (isValidUrl(detail.webUrl) ? (
              <a
                className="kz-contact-detail__url"
                href={detail.webUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                <AddressText address={detail.webUrl} />
              </a>
            ) : (
              detail.webUrl
            ))}
        </Field>
        <Field label={t('internalContacts.detail.employeeNum')}>{detail.employeeNum}</Field>
        <Field label={t('internalContacts.detail.accountId')}>{detail.accountId}</Field>
        <Field label={t('internalContacts.detail.skill')}>{detail.skill}</Field>
        <Field label={t('internalContacts.detail.comment')}>{detail.comment}</Field>
        <Field label={t('internalContacts.detail.remarks')}>{detail.remarks}</Field>
        <Field label={t('anpi.latestAnswer')}>{detail.anpi ? <AnpiAnswer anpi={detail.anpi} /> : null}</Field>
      </dl>
    </section>
  );
}

/**
 * The person's numbers, each with what it is; the one the page leads with as its call is not
 * offered twice, so the section then holds the other numbers (and is not shown without any).
 */
function PhonesSection({
  detail,
  phoneSettings,
}: {
  detail: InternalContactDetail;
  phoneSettings: PhoneLinkSettings;
}) {
  const { t } = useTranslation();
  const lead = leadPhoneField(detail, phoneSettings);
  const listed = PHONE_FIELDS.filter((field) => field !== lead && detail[field]);
  if (listed.length === 0) return null;
  return (
    <section aria-labelledby="kz-detail-phones">
      <h2 id="kz-detail-phones">
        {t(lead ? 'internalContacts.detail.otherNumbers' : 'internalContacts.detail.phones')}
      </h2>
      <ContactPhones
        phones={Object.fromEntries(listed.map((field) => [field, detail[field]]))}
        settings={phoneSettings}
        layout="definitions"
        name={detail.fullname}
      />
    </section>
  );
}

/**
 * What people come for, first: call (primary) and talk; then groups, Edit with edit authority,
 * and my profile's link on my own page.
 */
function HeaderActions({
  detail,
  own,
  onEdited,
  phoneSettings,
  meetingLinkEnabled,
}: {
  detail: InternalContactDetail;
  own: boolean;
  onEdited: (() => void) | undefined;
  phoneSettings: PhoneLinkSettings;
  /** The company offers web meetings (Manage → Company, with the office suite link). */
  meetingLinkEnabled: boolean;
}) {
  const { t } = useTranslation();
  const meetingEmail = detail.email1 ?? detail.email2;
  return (
    <>
      <div className="kz-contact-detail__actions">
        <PersonCallAction phones={detail} settings={phoneSettings} name={detail.fullname} />
        <StartTalkButton
          contactId={detail.contactId}
          available={detail.talkAvailable}
          name={detail.fullname}
        />
        {meetingLinkEnabled && !own && meetingEmail && (
          <StartMeetingLink email={meetingEmail} name={detail.fullname} />
        )}
        <AddToGroupMenu candidates={{ kind: 'internal', contactIds: [detail.userId] }} />
        {detail.editAuthorizable && !own && onEdited && (
          <UserEditButton userId={detail.userId} name={detail.fullname} onSaved={onEdited} />
        )}
        {own && (
          <Link className="kz-contact-detail__own" to={MY_PROFILE_PATH}>
            {t('internalContacts.detail.editMyProfile')}
          </Link>
        )}
      </div>
    </>
  );
}

/** `/front/internalContacts/detail/{id}`: who a colleague is, where they sit, and how to reach them. */
export function InternalContactDetailPage({
  detail,
  phoneSettings,
  copyInhibit,
  backTo,
  onEdited,
}: InternalContactDetailPageProps) {
  const { t } = useTranslation();
  const m365Configured = useM365Configured();
  const collaboration = useCollaborationSettings();
  const chatLinksEnabled = collaboration.chatLinkEnabled;
  const me = usePrincipalStore(selectPrincipal)?.userInfo.userId;
  // The status the person just set on their own page, until another person's page is shown.
  const [ownStatus, setOwnStatus] = useState<{ userId: number; status: PresenceStatus } | null>(null);
  const status =
    detail && ownStatus?.userId === detail.userId ? ownStatus.status : (detail?.presence.status ?? 'UNKNOWN');
  return (
    <main
      className="kz-page kz-contact-detail"
      aria-labelledby="kz-page-title"
      aria-busy={detail ? undefined : true}
      data-copy-inhibit={copyInhibit || undefined}
      onCopy={copyInhibit ? preventCopy : undefined}
      onCut={copyInhibit ? preventCopy : undefined}
    >
      <p className="kz-contact-detail__back">
        <Link to={backTo}>{t('internalContacts.detail.back')}</Link>
      </p>
      {!detail ? (
        <>
          <h1 id="kz-page-title" className="kz-page__title">
            {t('internalContacts.detailTitle')}
          </h1>
          <p className="kz-VisuallyHidden" role="status">
            {t('common.loading')}
          </p>
          <div className="kz-contact-detail__skeleton" aria-hidden="true">
            <Skeleton shape="circle" height="96px" />
            <Skeleton lines={4} />
          </div>
        </>
      ) : (
        <>
          <header className="kz-contact-detail__header">
            <FaceThumbnail
              userId={detail.userId}
              alt={t('internalContacts.detail.faceAlt', { name: detail.fullname })}
              size={96}
              original
            />
            <div>
              <h1 id="kz-page-title" className="kz-page__title">
                {detail.fullname}
              </h1>
              {detail.fullnameKana && (
                <p className="kz-contact-detail__kana" lang="ja">
                  <span className="kz-VisuallyHidden">{t('internalContacts.detail.reading')} </span>
                  {detail.fullnameKana}
                </p>
              )}
              {detail.fullnameAlphabet && (
                <p className="kz-contact-detail__alphabet" lang="en">
                  {detail.fullnameAlphabet}
                </p>
              )}
              <p className="kz-contact-detail__role">
                {[detail.position, detail.post].filter(Boolean).join(' / ')}
                {detail.userType && detail.userType !== 'REGULAR_USER' && (
                  <span className="kz-contact-detail__type">
                    {' '}
                    {t(`internalContacts.userType.${detail.userType}`)}
                  </span>
                )}
              </p>
              <PresenceIndicator status={status} />
              <PersonDestinationLoader userId={detail.userId} />
              <LastSeenOnFloor userId={detail.userId} />
              <HeaderActions
                detail={detail}
                own={detail.userId === me}
                onEdited={onEdited}
                phoneSettings={phoneSettings}
                meetingLinkEnabled={collaboration.meetingLinkEnabled}
              />
            </div>
          </header>
          <div className="kz-contact-detail__grid">
            <PhonesSection detail={detail} phoneSettings={phoneSettings} />
            <ProfileSection detail={detail} chatLinksEnabled={chatLinksEnabled} />
            <section aria-labelledby="kz-detail-presence">
              <h2 id="kz-detail-presence">{t('internalContacts.detail.presence')}</h2>
              {detail.userId === me && (
                <MyPresenceSelect
                  status={status}
                  onChange={(next) => setOwnStatus({ userId: detail.userId, status: next })}
                />
              )}
              <PresenceSources
                internalStatus={status}
                m365Status={detail.m365Status}
                m365Configured={m365Configured}
              />
              <h3>{t('internalContacts.detail.schedule')}</h3>
              <ScheduleList userId={detail.userId} own={detail.userId === me} />
            </section>
          </div>
          <section aria-labelledby="kz-detail-divisions" className="kz-contact-detail__divisions">
            <h2 id="kz-detail-divisions">{t('internalContacts.detail.divisions')}</h2>
            {detail.divisions.map((division) => (
              <article key={division.divisionId} className="kz-contact-detail__division">
                <h3>
                  {[...division.parentDivisionNames, division.divisionName].join(' › ')}
                  {division.isPrimary && (
                    <span className="kz-contact-detail__primary">
                      {' '}
                      ({t('internalContacts.detail.primary')})
                    </span>
                  )}
                </h3>
                <DivisionInfoPanel division={division} phoneSettings={phoneSettings} />
                <p>
                  <WhereaboutsBoardLink
                    divisionId={division.divisionId}
                    divisionName={division.divisionName}
                  />
                </p>
                <DivisionMembersPreview
                  contactId={detail.contactId}
                  divisionId={division.divisionId}
                  divisionName={division.divisionName}
                />
              </article>
            ))}
          </section>
          <PersonalInfoPart contactId={detail.contactId} />
          <PersonThanksSection userId={detail.userId} />
        </>
      )}
    </main>
  );
}
