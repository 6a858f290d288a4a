import { Button } from '@kizuna/ui';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useToast } from './toast';

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** Names what is copied, for screen readers: "Copy the SCIM base URL", "Copy the API key". */
  label: string;
}

/** Copies a text to the clipboard and says so in a toast (or that the browser refused). */
export function CopyButton({ text, label }: CopyButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('copyButton.copied'), tone: 'success' });
    } catch {
      toast({ title: t('copyButton.copyFailed'), tone: 'danger' });
    }
  };
  return (
    <Button onPress={() => void copy()} aria-label={label}>
      <Copy size={16} aria-hidden="true" />
      {t('copyButton.copy')}
    </Button>
  );
}
