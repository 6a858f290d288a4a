import { useState } from 'react';
import { FormDialog, Radio, RadioGroup } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';

/** How a password is reset: a link the person opens by e-mail, or an initial password shown once. */
export type ResetMethod = 'link' | 'password';

export interface ResetPasswordDialogProps {
  fullname: string;
  /** The person's e-mail address; without one, or for a disabled person, no link can be sent. */
  email: string | null;
  enabled: boolean;
  /** Resets the password the chosen way; answers whether it worked, or why not in a sentence. */
  onReset: (method: ResetMethod) => Promise<boolean | { failure: string }>;
  onClose: () => void;
}

/**
 * Resetting a person's password: by default a link by e-mail, with which the person sets a new
 * password themselves (the administrator never sees it); or an initial password shown once.
 */
export function ResetPasswordDialog({
  fullname,
  email,
  enabled,
  onReset,
  onClose,
}: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  const address = email?.trim() ?? '';
  const linkPossible = enabled && address !== '';
  const [method, setMethod] = useState<ResetMethod>(linkPossible ? 'link' : 'password');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    const done = await onReset(method);
    setBusy(false);
    if (done === false) setFailure(t('admin.users.actionFailed'));
    else if (done !== true) setFailure(done.failure);
  };

  return (
    <FormDialog
      title={t('admin.users.reset.title')}
      submitLabel={t(method === 'link' ? 'admin.users.reset.sendLink' : 'admin.users.reset.confirm')}
      onSubmit={() => void submit()}
      onClose={onClose}
      isSaving={busy}
      failure={failure ?? undefined}
      size="medium"
    >
      <RadioGroup
        label={t('admin.users.reset.method', { name: fullname })}
        value={method}
        onChange={(value) => setMethod(value as ResetMethod)}
      >
        <Radio value="link" isDisabled={!linkPossible}>
          {address !== '' ? t('admin.users.reset.byLink', { address }) : t('admin.users.reset.byLinkNoEmail')}
        </Radio>
        <Radio value="password">{t('admin.users.reset.byPassword')}</Radio>
      </RadioGroup>
      <p className="kz-form-help">
        {method === 'link'
          ? t('admin.users.reset.linkHint')
          : t('admin.users.reset.message', { name: fullname })}
      </p>
      {!enabled && <p className="kz-form-help">{t('admin.users.reset.disabledNoLink')}</p>}
    </FormDialog>
  );
}
