import type { FieldError, Invitation, InviteBody } from '@kizuna/api-client/contract';
import { useDialogService } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, fieldErrorsOf } from '../../../api/apiErrors';
import { useClient } from '../../../api/ClientContext';
import { useRateLimitedText } from '../../../errors/useRateLimitedText';
import { useToast } from '../../../shared/toast';

/** Inviting, re-issuing and revoking, each confirmed by a toast; a refusal's field errors go back to the form. */
export function useInvitationActions(reload: () => void) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const dialogs = useDialogService();
  const rateLimitedText = useRateLimitedText();

  const invite = async (
    body: InviteBody,
  ): Promise<null | readonly FieldError[] | 'failed' | { failure: string }> => {
    try {
      const sent = await client.userInvitations.invite({ body });
      toast({ title: t('admin.invitations.sent', { address: sent.email }), tone: 'success' });
      reload();
      return null;
    } catch (error) {
      const limited = rateLimitedText(error);
      if (limited) return { failure: limited };
      if (errorCodeOf(error) === 'LICENSE_LIMIT_EXCEEDED') {
        return { failure: t('admin.invitations.licenceLimit') };
      }
      const fieldErrors = fieldErrorsOf(error);
      return fieldErrors.length > 0 ? fieldErrors : 'failed';
    }
  };

  const reissue = async (invitation: Invitation) => {
    try {
      const sent = await client.userInvitations.reissue({
        params: { invitationId: invitation.invitationId },
      });
      toast({ title: t('admin.invitations.reissued', { address: sent.email }), tone: 'success' });
    } catch (error) {
      toast({ title: rateLimitedText(error) ?? t('admin.invitations.actionFailed'), tone: 'danger' });
    }
    reload();
  };

  const revoke = async (invitation: Invitation) => {
    const confirmed = await dialogs
      .deleteCancel({
        title: t('admin.invitations.revokeTitle'),
        message: t('admin.invitations.revokeMessage', { name: invitation.fullname }),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      await client.userInvitations.revoke({ params: { invitationId: invitation.invitationId } });
      toast({ title: t('admin.invitations.revoked', { name: invitation.fullname }), tone: 'success' });
    } catch {
      toast({ title: t('admin.invitations.actionFailed'), tone: 'danger' });
    }
    reload();
  };

  return { invite, reissue, revoke };
}
