import { Button, Dialog, Modal, TextField } from '@kizuna/ui';
import { TriangleAlert } from 'lucide-react';
import { CopyButton } from '../../shared/CopyButton';

export interface ShownOnceSecretDialogProps {
  title: string;
  /** Says the secret is shown this once. */
  warning: string;
  /** The secret's field label and its copy button's label. */
  label: string;
  copyLabel: string;
  doneLabel: string;
  secret: string;
  onClose: () => void;
}

/**
 * The one time a new secret (a token) is shown: to copy before closing. It closes only by its
 * button, so the secret is not lost to a stray click.
 */
export function ShownOnceSecretDialog({
  title,
  warning,
  label,
  copyLabel,
  doneLabel,
  secret,
  onClose,
}: ShownOnceSecretDialogProps) {
  return (
    <Modal isOpen isDismissable={false} onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={title}
        showCloseButton={false}
        footer={
          <Button variant="primary" onPress={onClose}>
            {doneLabel}
          </Button>
        }
      >
        <p className="kz-admin-connection__warning" role="note">
          <TriangleAlert size={16} aria-hidden="true" />
          {warning}
        </p>
        <div className="kz-admin-connection__copyable kz-admin-connection__copyable--stacked">
          <TextField
            label={label}
            value={secret}
            isReadOnly
            multiline
            rows={2}
            className="kz-admin-connection__value"
          />
          <CopyButton text={secret} label={copyLabel} />
        </div>
      </Dialog>
    </Modal>
  );
}
