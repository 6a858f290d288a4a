import { hasCapability } from '@kizuna/api-client/rules';
import type { TalkMessage } from '@kizuna/api-client/contract';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  capabilityContextOfPrincipal,
  listenToEvents,
  selectPrincipal,
  selectSessionExpired,
  useBadgeStore,
  usePrincipalStore,
} from '../session';
import { useTalkStore } from './talkStore';

/** The desktop notification of a message that came while the tab was in the background. */
function notifyInBackground(message: TalkMessage, t: TFunction) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (message.myMessage || document.visibilityState === 'visible') return;
  const body = message.messageType === 'TEXT' ? message.message : t('talk.notification.file');
  const notification = new Notification(t('talk.notification.title', { name: message.contact.fullName }), {
    body,
    tag: `kizuna-talk-${message.talkRoomId}`,
  });
  notification.onclick = () => {
    window.focus();
    location.assign(`/front/gotalk#talkRoomId=${message.talkRoomId}`);
  };
}

/**
 * A colleague's message in a room that is not open is one more unread in the side bar at once (the
 * server sends the total again when messages are read; the open room of a visible tab reads its
 * messages itself).
 */
function countUnread(message: TalkMessage) {
  const readThere =
    useTalkStore.getState().roomId === message.talkRoomId && document.visibilityState === 'visible';
  if (message.myMessage || readThere) return;
  const badges = useBadgeStore.getState();
  if (badges.talkUnread !== null) badges.setTalkUnread(badges.talkUnread + 1);
}

/**
 * Keeps talk live on every page while someone with talk is signed in: the talk messages of the
 * app's one events socket (shared with the call bar) go to the talk store (the open room, the room
 * list, the side bar's unread count), a message in a background tab raises a desktop notification
 * when the person allowed them, and after a dropped socket the store says so, so the page asks for
 * what it missed.
 */
export function TalkEventsEffect(): null {
  const { t } = useTranslation();
  const principal = usePrincipalStore(selectPrincipal);
  const expired = usePrincipalStore(selectSessionExpired);
  const context = principal ? capabilityContextOfPrincipal(principal) : null;
  const talk = hasCapability(context, { kind: 'rule', rule: 'talk' });

  useEffect(() => {
    if (!talk || expired) return undefined;
    let dropped = false;
    const stop = listenToEvents({
      onMessage: (message) => {
        if (message.type === 'lineStatus' || message.type === 'heartbeat') return;
        if (message.type === 'thanksCardReceived' || message.type === 'thanksUnseenCount') return;
        if (message.type === 'noticesChanged' || message.type === 'destinationsChanged') return;
        if (message.type === 'anpiAnswered' || message.type === 'principalChanged') return;
        if (message.type === 'talkUnreadCount') useBadgeStore.getState().setTalkUnread(message.count);
        else useTalkStore.getState().apply(message);
        if (message.type === 'talkMessage') {
          countUnread(message.message);
          notifyInBackground(message.message, t);
        }
      },
      onLiveChange: (open) => {
        if (!open) dropped = true;
        else if (dropped) useTalkStore.getState().reconnected();
      },
    });
    return stop;
  }, [talk, expired, t]);

  return null;
}
