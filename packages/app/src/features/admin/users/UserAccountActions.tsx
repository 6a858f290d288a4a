import { useState } from 'react';
import type { UserAdminDeleteImpact, UserAdminUser } from '@kizuna/api-client/contract';
import { Button, useDialogService } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../../api/ClientContext';
import { useRateLimitedText } from '../../../errors/useRateLimitedText';
import { useToast } from '../../../shared/toast';
import { selectPrincipal, usePrincipalStore } from '../../session';
import { ResetPasswordDialog, type ResetMethod } from './ResetPasswordDialog';

export interface UserAccountActionsProps {
  user: UserAdminUser;
  /** The person as an action left them. */
  onChanged: (user: UserAdminUser) => void;
  onDeleted: () => void;
}

const IMPACT_KEYS = [
  'personalContacts',
  'personalFolders',
  'contactGroups',
  'callHistory',
  'thanksCardsSent',
] as const satisfies readonly (keyof UserAdminDeleteImpact)[];

/**
 * What is done to an account rather than typed into it: a password reset (a link by e-mail, or a
 * new initial password shown once),
 * disabling (every session of the person ends at once) or enabling, and deleting, each confirmed.
 * An administrator cannot do these to their own account.
 */
export function UserAccountActions({ user, onChanged, onDeleted }: UserAccountActionsProps) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const dialogs = useDialogService();
  const rateLimitedText = useRateLimitedText();
  const isSelf = usePrincipalStore(selectPrincipal)?.userInfo.userId === user.userId;
  const params = { params: { userId: user.userId } };
  const confirm = (request: Parameters<typeof dialogs.okCancel>[0], danger = false) =>
    (danger ? dialogs.deleteCancel(request) : dialogs.okCancel(request)).catch(() => false);
  const failed = () => toast({ title: t('admin.users.actionFailed'), tone: 'danger' });

  const [resetOpen, setResetOpen] = useState(false);

  const showInitialPassword = async (password: string) => {
    await dialogs
      .message({
        title: t('admin.users.reset.issuedTitle'),
        message: (
          <>
            <p>{t('admin.users.reset.issued', { name: user.fullname })}</p>
            <p className="kz-user-actions__password">
              <code>{password}</code>
            </p>
            <p>{t('admin.users.reset.once')}</p>
          </>
        ),
      })
      .catch(() => undefined);
  };

  const reset = async (method: ResetMethod): Promise<boolean | { failure: string }> => {
    try {
      if (method === 'link') {
        const sent = await client.userAdmin.sendPasswordResetLink(params);
        setResetOpen(false);
        toast({ title: t('admin.users.reset.linkSent', { address: sent.email }), tone: 'success' });
        return true;
      }
      const { password } = await client.userAdmin.resetPassword(params);
      setResetOpen(false);
      await showInitialPassword(password);
      onChanged({ ...user, invited: true });
      return true;
    } catch (error) {
      const limited = rateLimitedText(error);
      return limited ? { failure: limited } : false;
    }
  };

  const setEnabled = async (enabled: boolean) => {
    const key = enabled ? 'enable' : 'disable';
    const go = await confirm(
      {
        title: t(`admin.users.${key}.title`),
        message: t(`admin.users.${key}.message`, { name: user.fullname }),
        confirmLabel: t(`admin.users.${key}.confirm`),
      },
      !enabled,
    );
    if (!go) return;
    try {
      const changed = enabled
        ? await client.userAdmin.enable(params)
        : await client.userAdmin.disable(params);
      toast({ title: t(`admin.users.${key}.done`, { name: user.fullname }), tone: 'success' });
      onChanged(changed);
    } catch {
      failed();
    }
  };

  const remove = async () => {
    let impact: UserAdminDeleteImpact;
    try {
      impact = await client.userAdmin.deleteImpact(params);
    } catch {
      failed();
      return;
    }
    const lines = IMPACT_KEYS.filter((key) => impact[key] > 0).map((key) =>
      t(`admin.users.remove.impact.${key}`, { count: impact[key] }),
    );
    const go = await confirm(
      {
        title: t('admin.users.remove.title'),
        message: (
          <>
            <p>{t('admin.users.remove.message', { name: user.fullname })}</p>
            {lines.length > 0 ? (
              <ul className="kz-user-actions__impact">
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              <p>{t('admin.users.remove.nothingElse')}</p>
            )}
            <p>{t('admin.users.remove.undo')}</p>
          </>
        ),
      },
      true,
    );
    if (!go) return;
    try {
      await client.userAdmin.remove(params);
      toast({ title: t('admin.users.remove.done', { name: user.fullname }), tone: 'success' });
      onDeleted();
    } catch {
      failed();
    }
  };

  return (
    <section className="kz-user-actions" aria-labelledby="kz-user-actions-title">
      <h2 id="kz-user-actions-title">{t('admin.users.actions.title')}</h2>
      <div className="kz-user-actions__item">
        <Button isDisabled={isSelf} onPress={() => setResetOpen(true)}>
          {t('admin.users.reset.button')}
        </Button>
        <p className="kz-form-help">{t('admin.users.reset.hint')}</p>
      </div>
      <div className="kz-user-actions__item">
        {user.enabled ? (
          <Button variant="danger" isDisabled={isSelf} onPress={() => void setEnabled(false)}>
            {t('admin.users.disable.button')}
          </Button>
        ) : (
          <Button onPress={() => void setEnabled(true)}>{t('admin.users.enable.button')}</Button>
        )}
        <p className="kz-form-help">
          {user.enabled ? t('admin.users.disable.hint') : t('admin.users.enable.hint')}
        </p>
      </div>
      <div className="kz-user-actions__item">
        <Button variant="danger" isDisabled={isSelf} onPress={() => void remove()}>
          {t('admin.users.remove.button')}
        </Button>
        <p className="kz-form-help">{t('admin.users.remove.hint')}</p>
      </div>
      {isSelf && <p className="kz-user-actions__self">{t('admin.users.actions.self')}</p>}
      {resetOpen && (
        <ResetPasswordDialog
          fullname={user.fullname}
          email={user.email}
          enabled={user.enabled}
          onReset={reset}
          onClose={() => setResetOpen(false)}
        />
      )}
    </section>
  );
}
