import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalDialogProps {
  /** The dialog's heading. */
  title: string;
  /** Called when the dialog closes (Escape, the close button, or the caller's own action). */
  onClose: () => void;
  children: ReactNode;
}

/** A modal `<dialog>`: focus stays inside, Escape closes it, focus returns to what opened it. */
export function ModalDialog({ title, onClose, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="op-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="op-dialog-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
