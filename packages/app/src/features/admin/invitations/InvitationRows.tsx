import type { Invitation } from '@kizuna/api-client/contract';
import { Button, EmptyState } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { ColumnTable, type TableColumn } from '../../../shared/ColumnTable';
import { formatDisplayDate } from '../../../shared/formatDisplayDate';

export interface InvitationRowsProps {
  invitations: readonly Invitation[];
  onReissue: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}

/** Until when the link works, or when it was used or revoked. */
function whenKey(invitation: Invitation): [string, string] {
  if (invitation.state === 'USED' && invitation.usedAt)
    return ['admin.invitations.usedAt', invitation.usedAt];
  if (invitation.state === 'REVOKED' && invitation.revokedAt)
    return ['admin.invitations.revokedAt', invitation.revokedAt];
  return ['admin.invitations.expiresAt', invitation.expiresAt];
}

/** The invitations: who, where it went, its state and until when, and what can be done. */
export function InvitationRows({ invitations, onReissue, onRevoke }: InvitationRowsProps) {
  const { t } = useTranslation();
  const columns: TableColumn<Invitation>[] = [
    {
      id: 'person',
      title: t('admin.invitations.columns.person'),
      isRowHeader: true,
      cell: (invitation) => (
        <>
          <span className="kz-invitations__name">{invitation.fullname}</span>
          {invitation.fullnameKana && <span className="kz-invitations__sub">{invitation.fullnameKana}</span>}
          <span className="kz-invitations__sub">
            {invitation.accountId}
            {invitation.divisionName ? ` · ${invitation.divisionName}` : ''}
          </span>
        </>
      ),
    },
    {
      id: 'invitedBy',
      title: t('admin.invitations.columns.invitedBy'),
      cell: (invitation) => invitation.invitedByName ?? '—',
    },
    {
      id: 'email',
      title: t('admin.invitations.columns.email'),
      cell: (invitation) => <span className="kz-invitations__email">{invitation.email}</span>,
    },
    {
      id: 'state',
      title: t('admin.invitations.columns.state'),
      cell: (invitation) => (
        <span className="kz-invitations__state" data-state={invitation.state}>
          {t(`admin.invitations.state.${invitation.state}`)}
        </span>
      ),
    },
    {
      id: 'when',
      title: t('admin.invitations.columns.when'),
      cell: (invitation) => {
        const [key, at] = whenKey(invitation);
        return t(key, { date: formatDisplayDate(at, 'dateTime') });
      },
    },
    {
      // Text buttons need more room than the row-actions slot, which is made for one icon.
      id: 'actions',
      title: <span className="kz-VisuallyHidden">{t('admin.invitations.columns.actions')}</span>,
      label: t('admin.invitations.columns.actions'),
      cell: (invitation) => (
        <span className="kz-invitations__actions">
          {invitation.state !== 'USED' && (
            <Button
              variant="quiet"
              onPress={() => onReissue(invitation)}
              aria-label={t('admin.invitations.reissueOf', { name: invitation.fullname })}
            >
              {t('admin.invitations.reissue')}
            </Button>
          )}
          {invitation.state === 'PENDING' && (
            <Button
              variant="quiet"
              onPress={() => onRevoke(invitation)}
              aria-label={t('admin.invitations.revokeOf', { name: invitation.fullname })}
            >
              {t('admin.invitations.revoke')}
            </Button>
          )}
        </span>
      ),
    },
  ];
  return (
    <ColumnTable
      labelledBy="kz-invitations-list-title"
      columns={columns}
      items={invitations}
      rowId={(invitation) => invitation.invitationId}
      rowText={(invitation) => invitation.fullname}
      empty={<EmptyState title={t('admin.invitations.list.empty')} />}
    />
  );
}
