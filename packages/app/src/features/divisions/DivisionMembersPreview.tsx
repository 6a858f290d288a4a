import { useEffect, useState } from 'react';
import type { DivisionUsers } from '@kizuna/api-client/contract';
import { Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { FaceThumbnail } from '../../shared/FaceThumbnail';

export interface DivisionMembersPreviewProps {
  contactId: number;
  divisionId: number;
  divisionName: string;
}

/** The first six other members of a person's division, and a way to the whole division. */
export function DivisionMembersPreview({ contactId, divisionId, divisionName }: DivisionMembersPreviewProps) {
  const { t } = useTranslation();
  const client = useClient();
  const [members, setMembers] = useState<DivisionUsers | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    client.internalContacts.divisionUsers({ params: { contactId, divisionId } }).then(
      (answer) => {
        if (active) setMembers(answer);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [client, contactId, divisionId]);

  return (
    <div className="kz-division-members">
      <h4>{t('internalContacts.detail.members', { division: divisionName })}</h4>
      {failed && <p role="alert">{t('internalContacts.detail.membersFailed')}</p>}
      {!members && !failed && <Skeleton lines={2} />}
      {members && (
        <>
          <ul className="kz-division-members__list">
            {members.items.map((member) => (
              <li key={member.contactId}>
                <FaceThumbnail userId={member.userId} alt="" size={24} />
                <Link to={`/internalContacts/detail/${member.contactId}`}>{member.fullname}</Link>
                {member.position && <span className="kz-division-members__position">{member.position}</span>}
              </li>
            ))}
          </ul>
          <p className="kz-division-members__total">
            {t('internalContacts.detail.membersTotal', { count: members.totalCount })}{' '}
            <Link to={`/internalContacts?divisionId=${divisionId}`}>
              {t('internalContacts.detail.showMembers', { division: divisionName })}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
