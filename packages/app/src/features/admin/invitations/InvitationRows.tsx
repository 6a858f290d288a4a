import type { Invitation } from '@kizuna/api-client/contract';
import { Button } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../shared/formatDisplayDate';

export interface InvitationRowsProps {
  invitations: readonly Invitation[];
  onReissue: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}

/** The invitations as a table: who, where it went, its state and until when, and what can be done. */
export function InvitationRows({ invitations, onReissue, onRevoke }: InvitationRowsProps) {
  const { t } = useTranslation();
  return (
    <div className="kz-invitations__scroll">
      <table className="kz-invitations-table">
        <caption className="kz-VisuallyHidden">
          {t('admin.invitations.list.caption', { count: invitations.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.invitations.columns.person')}</th>
            <th scope="col">{t('admin.invitations.columns.email')}</th>
            <th scope="col">{t('admin.invitations.columns.state')}</th>
            <th scope="col">{t('admin.invitations.columns.when')}</th>
            <th scope="col">
              <span className="kz-VisuallyHidden">{t('admin.invitations.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invitations.map((invitation) => {
            const name = invitation.fullname;
            const when =
              invitation.state === 'USED' && invitation.usedAt
                ? t('admin.invitations.usedAt', { date: formatDisplayDate(invitation.usedAt, 'dateTime') })
                : invitation.state === 'REVOKED' && invitation.revokedAt
                  ? t('admin.invitations.revokedAt', {
                      date: formatDisplayDate(invitation.revokedAt, 'dateTime'),
                    })
                  : t('admin.invitations.expiresAt', {
                      date: formatDisplayDate(invitation.expiresAt, 'dateTime'),
                    });
            return (
              <tr key={invitation.invitationId} data-state={invitation.state}>
                <th scope="row">
                  <span className="kz-invitations-table__name">{name}</span>
                  <span className="kz-invitations-table__sub">
                    {invitation.accountId}
                    {invitation.divisionName ? ` · ${invitation.divisionName}` : ''}
                  </span>
                </th>
                <td className="kz-invitations-table__email">{invitation.email}</td>
                <td>
                  <span className="kz-invitations-table__state">
                    {t(`admin.invitations.state.${invitation.state}`)}
                  </span>
                </td>
                <td className="kz-invitations-table__when">{when}</td>
                <td className="kz-invitations-table__actions">
                  {invitation.state !== 'USED' && (
                    <Button
                      variant="quiet"
                      onPress={() => onReissue(invitation)}
                      aria-label={t('admin.invitations.reissueOf', { name })}
                    >
                      {t('admin.invitations.reissue')}
                    </Button>
                  )}
                  {invitation.state === 'PENDING' && (
                    <Button
                      variant="quiet"
                      onPress={() => onRevoke(invitation)}
                      aria-label={t('admin.invitations.revokeOf', { name })}
                    >
                      {t('admin.invitations.revoke')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
