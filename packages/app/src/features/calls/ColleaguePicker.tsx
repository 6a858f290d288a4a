import type { InternalContactItem } from '@kizuna/api-client';
import { ContactSearch, KizunaClientProvider } from '@kizuna/widgets';
import { useClient } from '../../api/ClientContext';

/** The directory search of the call dialogs, in a module of its own: it loads on first use. */
export function ColleaguePicker({
  label,
  onSelect,
}: {
  label: string;
  onSelect: (contact: InternalContactItem) => void;
}) {
  const client = useClient();
  return (
    <KizunaClientProvider client={client}>
      <ContactSearch label={label} onSelect={onSelect} />
    </KizunaClientProvider>
  );
}
