import { useState } from 'react';
import { PlainButton } from '@kizuna/ui';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useStartTalk } from './useStartTalk';

export interface StartTalkButtonProps {
  contactId: number;
  /** The person's `talkAvailable`: the viewer may talk with them (both have talk, not oneself). */
  available: boolean;
  /** The colleague's name, for the button's accessible name. */
  name: string;
  /** @default 'secondary' */
  variant?: 'secondary' | 'quiet';
  /** Icon only (a table row); the name stays the accessible one. @default false */
  iconOnly?: boolean;
}

/**
 * Opens the one-to-one talk with a colleague (the existing room when there is one). Shown only
 * where the server would open it (`available`): never to someone without talk, for a colleague
 * without it (a room, a person without an account, an administrator), or for oneself.
 */
export function StartTalkButton(props: StartTalkButtonProps) {
  return props.available ? <StartTalkAction {...props} /> : null;
}

function StartTalkAction({ contactId, name, variant = 'secondary', iconOnly = false }: StartTalkButtonProps) {
  const { t } = useTranslation();
  const startTalk = useStartTalk();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await startTalk(contactId, name);
    } finally {
      setBusy(false);
    }
  };
  return (
    <PlainButton
      variant={variant}
      size={iconOnly ? 'small' : 'medium'}
      iconOnly={iconOnly}
      aria-label={t('talk.start.label', { name })}
      isDisabled={busy}
      onPress={() => void start()}
    >
      <MessageCircle size={16} aria-hidden="true" />
      {!iconOnly && t('talk.start.action')}
    </PlainButton>
  );
}
