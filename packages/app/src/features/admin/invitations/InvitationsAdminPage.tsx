import './invitationsAdmin.css';
import { EmptyState, ErrorState, Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { useQuery } from '../../../shared/useQuery';
import { InvitationRows } from './InvitationRows';
import { InviteForm } from './InviteForm';
import { useDivisionChoices } from './useDivisionChoices';
import { useInvitationActions } from './useInvitationActions';

/** `/front/admin/user/invitations`: invite people by e-mail, and follow, re-issue or revoke the invitations. */
export function InvitationsAdminPage() {
  const { t } = useTranslation();
  const client = useClient();
  const invitations = useQuery(
    (signal) => client.userInvitations.list(undefined, { signal }),
    'adminInvitations',
  );
  const actions = useInvitationActions(invitations.reload);
  const divisions = useDivisionChoices();
  const list = invitations.data?.items;
  return (
    <Page title={t('admin.invitations.title')} className="kz-invitations">
      <p className="kz-invitations__context">{t('admin.invitations.context')}</p>
      <InviteForm divisions={divisions} onInvite={actions.invite} />
      <section aria-labelledby="kz-invitations-list-title">
        <h2 id="kz-invitations-list-title" className="kz-invitations__heading">
          {t('admin.invitations.list.title')}
        </h2>
        {invitations.error != null ? (
          <ErrorState title={t('admin.invitations.list.loadFailed')} onRetry={invitations.reload} />
        ) : !list ? (
          <Skeleton lines={4} />
        ) : list.length === 0 ? (
          <EmptyState
            title={t('admin.invitations.list.empty')}
            description={t('admin.invitations.list.emptyHint')}
          />
        ) : (
          <InvitationRows
            invitations={list}
            onReissue={(invitation) => void actions.reissue(invitation)}
            onRevoke={(invitation) => void actions.revoke(invitation)}
          />
        )}
      </section>
    </Page>
  );
}
