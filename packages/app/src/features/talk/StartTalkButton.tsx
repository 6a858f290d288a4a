import { useState } from 'react';
import { hasCapability } from '@kizuna/api-client/rules';
import { Button } from '@kizuna/ui';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { useToast } from '../../shared/toast';
import { capabilityContextOfPrincipal, selectPrincipal, usePrincipalStore } from '../session';
import { talkErrorMessage } from './talkErrorMessage';
import { talkRoomHash } from './TalkRoomList';

export interface StartTalkButtonProps {
  contactId: number;
  userId: number;
  /** The colleague's name, for the button's accessible name. */
  name: string;
  /** @default 'secondary' */
  variant?: 'secondary' | 'quiet';
  /** Icon only (a table row); the name stays the accessible one. @default false */
  iconOnly?: boolean;
}

/**
 * Opens the one-to-one talk with a colleague (the existing room when there is one). Shown only to
 * people with talk, and never for oneself.
 */
export function StartTalkButton({
  contactId,
  userId,
  name,
  variant = 'secondary',
  iconOnly = false,
}: StartTalkButtonProps) {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const toast = useToast();
  const principal = usePrincipalStore(selectPrincipal);
  const [busy, setBusy] = useState(false);
  const context = principal ? capabilityContextOfPrincipal(principal) : null;
  if (!hasCapability(context, { kind: 'rule', rule: 'talk' }) || principal?.userInfo.userId === userId)
    return null;
  const start = async () => {
    setBusy(true);
    try {
      const room = await client.talk.create({ body: { contactIds: [contactId] } });
      void navigate({ pathname: '/gotalk', hash: talkRoomHash(room.talkRoomId) });
    } catch (error) {
      toast({
        title: talkErrorMessage(error, 'other', t),
        description: t('talk.start.failed', { name }),
        tone: 'danger',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={variant}
      size={iconOnly ? 'small' : 'medium'}
      iconOnly={iconOnly}
      aria-label={t('talk.start.label', { name })}
      isDisabled={busy}
      onPress={() => void start()}
    >
      <MessageCircle size={16} aria-hidden="true" />
      {!iconOnly && t('talk.start.action')}
    </Button>
  );
}
