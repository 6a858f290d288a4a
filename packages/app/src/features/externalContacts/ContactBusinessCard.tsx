import type {
  BizcardProposalField,
  BizcardProposalItem,
  ExternalContactDetail,
  FolderTypeParam,
} from '@kizuna/api-client/contract';
import { useRevalidator } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { contactBodyOf, contactValuesOf, type ContactFormValues } from './ContactForm';
import { BusinessCardPanel } from '../businessCards';

/** The business card on the detail page: applying a read value saves it to the contact at once. */
export function DetailBusinessCard({
  folderType,
  detail,
}: {
  folderType: FolderTypeParam;
  detail: ExternalContactDetail;
}) {
  const client = useClient();
  const revalidator = useRevalidator();
  const values = contactValuesOf(detail);
  async function save(items: BizcardProposalItem[]) {
    const next = { ...values };
    for (const item of items) next[item.field] = item.value;
    await client.externalContacts.edit({
      params: { folderType, contactId: detail.contactId },
      body: contactBodyOf(next),
    });
    await revalidator.revalidate();
  }
  if (!detail.hasBizcard && !detail.editable) return null;
  return (
    <BusinessCardPanel
      folderType={folderType}
      detail={detail}
      currentValues={values}
      onApply={save}
      applyMode="save"
    />
  );
}

/** The business card on the edit page: applying a read value puts it in the form, saved with it. */
export function FormBusinessCard({
  folderType,
  detail,
  values,
  apply,
}: {
  folderType: FolderTypeParam;
  detail: ExternalContactDetail;
  values: ContactFormValues;
  apply: (changes: Partial<ContactFormValues>) => void;
}) {
  return (
    <BusinessCardPanel
      folderType={folderType}
      detail={detail}
      currentValues={values}
      applyMode="form"
      onApply={(items) => {
        const changes: Partial<Record<BizcardProposalField, string>> = {};
        for (const item of items) changes[item.field] = item.value;
        apply(changes);
        return Promise.resolve();
      }}
    />
  );
}
