import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Inline } from '../Layout/Layout';
import { TextField } from '../TextField/TextField';
import { createDialogService, isDialogReplacedError } from './createDialogService';
import { Dialog, DialogTrigger, Modal } from './Dialog';
import { DialogServiceProvider, useDialogService } from './DialogHost';
import { FormDialog } from './FormDialog';

const meta = { title: 'ui/Dialog', component: Dialog } satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ModalDialog: Story = {
  render: () => (
    <DialogTrigger>
      <Button>Edit profile</Button>
      <Modal>
        <Dialog
          title="Profile"
          footer={({ close }) => (
            <>
              <Button onPress={close}>Cancel</Button>
              <Button variant="primary" onPress={close}>
                Save
              </Button>
            </>
          )}
        >
          <TextField label="Comment" autoFocus />
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
};

function ServiceDemo() {
  const dialogs = useDialogService();
  const [result, setResult] = useState('—');
  const ask = (promise: Promise<unknown>) =>
    promise.then(
      (value) => setResult(String(value)),
      (error: unknown) => setResult(isDialogReplacedError(error) ? 'replaced' : 'error'),
    );
  return (
    <>
      <Inline>
        <Button onPress={() => void ask(dialogs.message({ message: 'Your settings were saved.' }))}>
          Message
        </Button>
        <Button onPress={() => void ask(dialogs.okCancel({ message: 'Leave this page without saving?' }))}>
          OK / Cancel
        </Button>
        <Button
          variant="danger"
          onPress={() => void ask(dialogs.deleteCancel({ message: 'Delete this contact?' }))}
        >
          Delete / Cancel
        </Button>
      </Inline>
      <p>Last answer: {result}</p>
    </>
  );
}

export const Service: Story = {
  render: () => (
    <DialogServiceProvider service={createDialogService()}>
      <ServiceDemo />
    </DialogServiceProvider>
  ),
};

export const ServiceOpen: Story = {
  render: () => {
    const service = createDialogService();
    void service.deleteCancel({ message: '山田 太郎 を削除しますか?' }).catch(() => {});
    return <DialogServiceProvider service={service}>{null}</DialogServiceProvider>;
  },
};

export const ServiceOpenDark: Story = { ...ServiceOpen, globals: { theme: 'dark' } };

export const Form: Story = {
  render: () => (
    <FormDialog
      title="Rename group"
      submitLabel="Save"
      onSubmit={() => {}}
      onClose={() => {}}
      failure="The group could not be saved. Try again."
    >
      <TextField label="Name" defaultValue="営業部" description="1 to 50 characters." autoFocus />
    </FormDialog>
  ),
};

export const FormDark: Story = { ...Form, globals: { theme: 'dark' } };
