import type { FormEvent, ReactNode, Ref } from 'react';
import { Button } from '../Button/Button';
import { useMessages } from '../i18n/useMessages';
import { Dialog, Modal } from './Dialog';

export interface FormDialogProps {
  /** Heading of the dialog; it also names it. */
  title: ReactNode;
  /** The form's fields. */
  children: ReactNode;
  /** Called on submit (Enter or the submit button); the default submission is already prevented. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Called on Cancel, Escape, the close button and an outside press. */
  onClose: () => void;
  /** Label of the submit button. */
  submitLabel: string;
  /** Label of the cancel button. @default the library's "Cancel" */
  cancelLabel?: string;
  /**
   * While saving, the submit button cannot be pressed again. (Disabled rather than pending: the
   * dialog closes when saving succeeds, and a pending announcement would name a removed button.)
   * @default false
   */
  isSaving?: boolean;
  /** A failure that belongs to no single field, announced when it appears. */
  failure?: ReactNode;
  /** Width of the modal box. @default 'small' */
  size?: 'small' | 'medium' | 'large';
  formRef?: Ref<HTMLFormElement>;
}

/**
 * A modal form: title, fields, a failure line and Cancel / submit at the end. The browser's own
 * validation is off (`noValidate`) so the fields show the application's messages.
 */
export function FormDialog({
  title,
  children,
  onSubmit,
  onClose,
  submitLabel,
  cancelLabel,
  isSaving = false,
  failure,
  size = 'small',
  formRef,
}: FormDialogProps) {
  const t = useMessages();
  return (
    <Modal
      isOpen
      isDismissable
      size={size}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog title={title}>
        <form
          ref={formRef}
          className="kz-FormDialog-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(event);
          }}
        >
          {children}
          {failure != null && failure !== false && (
            <p role="alert" className="kz-FormDialog-failure">
              {failure}
            </p>
          )}
          <div className="kz-FormDialog-actions">
            <Button onPress={onClose}>{cancelLabel ?? t('dialog.cancel')}</Button>
            <Button type="submit" variant="primary" isDisabled={isSaving}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </Dialog>
    </Modal>
  );
}
