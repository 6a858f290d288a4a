import type { AnpiNonResponder, FieldError } from '@kizuna/api-client/contract';
import { Dialog, Modal } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { AnpiAnswerForm, type AnpiAnswerValues } from './AnpiAnswerForm';

export interface ProxyAnswerDialogProps {
  person: Pick<AnpiNonResponder, 'userId' | 'fullname'>;
  onSubmit: (values: AnpiAnswerValues) => Promise<FieldError[] | void>;
  onClose: () => void;
}

/** The answer of someone reached by phone, entered by a manager; it is recorded as entered by them. */
export function ProxyAnswerDialog({ person, onSubmit, onClose }: ProxyAnswerDialogProps) {
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
      <Dialog title={t('anpiAnswer.proxy.title', { name: person.fullname })}>
        <p className="kz-anpi-meta">{t('anpiAnswer.proxy.help')}</p>
        <AnpiAnswerForm
          id={`kz-anpi-proxy-${person.userId}`}
          onSubmit={onSubmit}
          submitLabel={t('anpiAnswer.proxy.submit')}
        />
      </Dialog>
    </Modal>
  );
}
