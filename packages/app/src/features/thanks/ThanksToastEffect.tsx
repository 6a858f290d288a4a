import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/toast';
import { selectReceivedThanks, useThanksEventsStore } from './thanksEventsStore';

/** Shows a toast for each thanks card that reaches the signed-in person while they are online. */
export function ThanksToastEffect(): null {
  const { t } = useTranslation();
  const toast = useToast();
  const received = useThanksEventsStore(selectReceivedThanks);
  useEffect(() => {
    if (!received) return;
    const { card } = received;
    toast({
      title: t('thanks.toast.title', { name: card.fromUser.fullName }),
      description:
        [...card.message].length > 60 ? `${[...card.message].slice(0, 60).join('')}…` : card.message,
      tone: 'success',
    });
    // One toast per card: `seq` changes with each one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [received?.seq]);
  return null;
}
