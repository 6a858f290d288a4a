import { SETTABLE_PRESENCE_STATUSES, type PresenceStatus } from '@kizuna/api-client/contract';
import { Select, SelectItem } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useSetMyPresence, type SettablePresenceStatus } from './useSetMyPresence';

export interface MyPresenceSelectProps {
  /** The status shown before any change. */
  status: PresenceStatus;
  /** Called with the status the server stored. */
  onChange: (status: PresenceStatus) => void;
}

/**
 * The signed-in person's own status in the internal presence store (the Microsoft 365 values of
 * 001 §3 but "in a call", which the line sets, and "unknown"). The outcome is announced.
 */
export function MyPresenceSelect({ status, onChange }: MyPresenceSelectProps) {
  const { t } = useTranslation();
  const { save, message } = useSetMyPresence();
  const settable = (SETTABLE_PRESENCE_STATUSES as readonly string[]).includes(status);
  return (
    <div className="kz-my-presence">
      <Select
        label={t('internalContacts.myPresence.label')}
        selectedKey={settable ? status : null}
        onSelectionChange={(key) => {
          if (key === null || key === status) return;
          void save(key as SettablePresenceStatus).then((saved) => {
            if (saved) onChange(saved);
          });
        }}
      >
        {SETTABLE_PRESENCE_STATUSES.map((value) => (
          <SelectItem key={value} id={value}>
            {t(`internalContacts.presence.${value}`)}
          </SelectItem>
        ))}
      </Select>
      <p role="status" className="kz-my-presence__message">
        {message}
      </p>
    </div>
  );
}
