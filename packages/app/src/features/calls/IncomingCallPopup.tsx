import { Button, restoreLostFocus } from '@kizuna/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSilentClient } from '../../api/ClientContext';
import { useCallStore } from './callStore';
import { useCallActions } from './useCallActions';
import { useRingingCall } from './useRingingCall';

/**
 * Where "save as contact" leads: the add page of the user's first personal folder, prefilled with
 * the number and any name the phone system gave (001 §1); without a personal folder, the external
 * contacts page, where one is made.
 */
export function saveAsContactHref(
  folderId: number | null,
  phoneNumber: string,
  fullname: string | null,
): string {
  if (folderId === null) return '/externalContacts';
  const query = new URLSearchParams({ phoneNumber });
  if (fullname) query.set('fullname', fullname);
  return `/externalContacts/personal/add/${folderId}?${query.toString()}`;
}

/** The user's first personal folder, looked up once an unknown caller rings. */
function usePersonalFolderId(wanted: boolean): number | null {
  const client = useSilentClient();
  const [folderId, setFolderId] = useState<number | null>(null);
  useEffect(() => {
    if (!wanted || folderId !== null) return undefined;
    let current = true;
    client.contactFolders
      .personalList()
      .then((list) => {
        if (current) setFolderId(list.items[0]?.folderId ?? null);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client, wanted, folderId]);
  return folderId;
}

/**
 * The incoming call: who calls (the matched contact's name, company or division), Answer and
 * Decline. Non-modal so the page stays usable, but it takes the focus to Answer when the call
 * starts ringing, so the keyboard answers with Enter; Escape closes it and the call bar still
 * offers Answer. Where the phone system is only dialled from the browser (AVAYA, the cloud
 * phone) the call is answered on the phone: the popup names the caller and says so.
 */
export function IncomingCallPopup() {
  const { t } = useTranslation();
  const { ringing, controls } = useRingingCall();
  const { run, pending } = useCallActions();
  const titleId = useId();
  const descriptionId = useId();
  const actionsRef = useRef<HTMLDivElement>(null);
  const callId = ringing?.call.callId ?? null;
  const contact = ringing?.contact ?? null;
  const known = Boolean(contact && contact.contactType !== 'UNKNOWN' && contact.fullname);
  const folderId = usePersonalFolderId(ringing !== null && !known);

  useEffect(() => {
    if (callId === null) return;
    const before = document.activeElement;
    actionsRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    // Answered, declined, dismissed or given up: the focus goes back where it was (or to the call
    // bar, or the page's content when that has gone), never to the page body.
    return () => {
      setTimeout(() =>
        restoreLostFocus(before, document.querySelector('.kz-callbar button:not([disabled])')),
      );
    };
  }, [callId]);

  if (!ringing) return null;
  const { call } = ringing;
  const where =
    contact?.companyName ??
    (contact && contact.divisionNames.length > 0 ? contact.divisionNames.join(' / ') : null);

  return (
    <section
      className="kz-incomingCall"
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') useCallStore.getState().dismiss(call.callId);
      }}
    >
      <h2 id={titleId} className="kz-incomingCall__title">
        {t('calls.popup.title')}
      </h2>
      <div id={descriptionId} className="kz-incomingCall__caller">
        {known ? (
          <>
            <p className="kz-incomingCall__name">{contact?.fullname}</p>
            {where && <p className="kz-incomingCall__where">{where}</p>}
            <p className="kz-incomingCall__number">{call.fromNumber}</p>
          </>
        ) : (
          <>
            <p className="kz-incomingCall__name">{call.fromNumber}</p>
            <p className="kz-incomingCall__where">
              {contact?.contactType === 'TENANT_PHONE_NUMBER' && contact.companyName
                ? contact.companyName
                : t('calls.popup.unknown')}
            </p>
          </>
        )}
      </div>
      {!controls.midCall && <p className="kz-incomingCall__hint">{t('calls.popup.answerOnPhone')}</p>}
      <div className="kz-incomingCall__actions" ref={actionsRef}>
        {controls.midCall && (
          <>
            <Button
              variant="primary"
              isDisabled={pending}
              onPress={() => void run({ type: 'answer', callId: call.callId })}
            >
              {t('calls.actions.answer')}
            </Button>
            <Button
              variant="danger"
              isDisabled={pending}
              onPress={() => void run({ type: 'end', callId: call.callId })}
            >
              {t('calls.actions.decline')}
            </Button>
          </>
        )}
        {!known && (
          <Link
            className="kz-incomingCall__save"
            to={saveAsContactHref(folderId, call.fromNumber, contact?.fullname ?? null)}
          >
            {t('calls.popup.saveAsContact')}
          </Link>
        )}
        <Button variant="quiet" onPress={() => useCallStore.getState().dismiss(call.callId)}>
          {t('calls.popup.close')}
        </Button>
      </div>
    </section>
  );
}
