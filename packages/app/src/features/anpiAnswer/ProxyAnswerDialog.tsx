import type { AnpiAnswer, AnpiNonResponder, FieldError } from '@kizuna/api-client/contract';
import { Dialog, Modal } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { AnpiAnswerForm, type AnpiAnswerValues } from './AnpiAnswerForm';

export interface ProxyAnswerDialogProps {
  person: Pick<AnpiNonResponder, 'userId' | 'fullname'>;
  /** The person's answer so far, when correcting it. @default none (a new answer) */
  initial?: AnpiAnswer | null;
  onSubmit: (values: AnpiAnswerValues) => Promise<FieldError[] | void>;
  onClose: () => void;
}

/**
 * The answer of someone reached by phone entered by a manager, or their answer corrected; it is
 * recorded as entered by the manager.
 */
export function ProxyAnswerDialog({ person, initial = null, onSubmit, onClose }: ProxyAnswerDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen
      isDismissable
      size="medium"
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <Dialog
        title={t(initial ? 'anpiAnswer.proxy.correctTitle' : 'anpiAnswer.proxy.title', {
          name: person.fullname,
        })}
      >
        <p className="kz-anpi-meta">
          {t(initial ? 'anpiAnswer.proxy.correctHelp' : 'anpiAnswer.proxy.help')}
        </p>
        <AnpiAnswerForm
          id={`kz-anpi-proxy-${person.userId}`}
          initial={initial}
          onSubmit={onSubmit}
          submitLabel={t('anpiAnswer.proxy.submit')}
        />
      </Dialog>
    </Modal>
  );
}
