import { useState } from 'react';
import { Button, Dialog, Modal } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { UserEditForm } from './UserEditForm';

export interface UserEditButtonProps {
  userId: number;
  /** The person's name, for the button's and the dialog's names. */
  name: string;
  /** After a save: the page shows the person as now stored. */
  onSaved: () => void;
}

/** "Edit" on a person's page, for those with edit authority (proxy edit, 001 §6): the user edit in a dialog. */
export function UserEditButton({ userId, name, onSaved }: UserEditButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const title = t('profile.userEdit.proxyTitle', { name });
  return (
    <>
      <Button
        variant="secondary"
        onPress={() => setOpen(true)}
        aria-label={t('profile.userEdit.editPerson', { name })}
      >
        {t('profile.userEdit.edit')}
      </Button>
      <Modal isOpen={isOpen} onOpenChange={setOpen} isDismissable size="large">
        <Dialog title={title}>
          <UserEditForm
            userId={userId}
            label={title}
            onCancel={() => setOpen(false)}
            onSaved={() => {
              setOpen(false);
              onSaved();
            }}
          />
        </Dialog>
      </Modal>
    </>
  );
}
