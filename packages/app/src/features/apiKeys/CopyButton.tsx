import { Button } from '@kizuna/ui';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/toast';

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** Names what is copied, for screen readers: "Copy the API key". */
  label: string;
}

/** Copies a key to the clipboard and says so in a toast (or that the browser refused). */
export function CopyButton({ text, label }: CopyButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('apiKeys.copied'), tone: 'success' });
    } catch {
      toast({ title: t('apiKeys.copyFailed'), tone: 'danger' });
    }
  };
  return (
    <Button onPress={() => void copy()} aria-label={label}>
      <Copy size={16} aria-hidden="true" />
      {t('apiKeys.copy')}
    </Button>
  );
}
