import { useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { Button } from '@kizuna/ui';
import { Paperclip, SendHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface TalkComposerProps {
  /** Sends the text; resolves true when it was sent, and the field is cleared then. */
  onSend: (text: string) => Promise<boolean>;
  /** Sends a chosen file or image. */
  onAttach: (file: File) => void;
  /** Why nothing can be written now (a read-only room); the field is disabled with this reason. */
  disabledReason?: string;
  /** File sending is allowed by the tenant (`sendFilePc`). @default true */
  canAttach?: boolean;
}

/**
 * Enter that ends a Japanese (IME) conversion confirms the conversion only: browsers mark that key
 * as composing, and Safari sends it after `compositionend` with key code 229.
 */
function isImeEnter(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

/** Where a message is written: Enter sends, Shift+Enter breaks the line, a clip attaches a file. */
export function TalkComposer({ onSend, onAttach, disabledReason, canAttach = true }: TalkComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const disabled = disabledReason !== undefined;
  const blank = text.trim() === '';

  const send = async () => {
    if (blank || sending || disabled) return;
    setSending(true);
    try {
      if (await onSend(text)) setText('');
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || isImeEnter(event)) return;
    event.preventDefault();
    void send();
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onAttach(file);
  };

  return (
    <form
      className="kz-talk-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {canAttach && (
        <>
          <input ref={fileInput} type="file" hidden onChange={onFile} aria-hidden="true" tabIndex={-1} />
          <Button
            iconOnly
            variant="quiet"
            aria-label={t('talk.composer.attach')}
            isDisabled={disabled}
            onPress={() => fileInput.current?.click()}
          >
            <Paperclip size={18} aria-hidden="true" />
          </Button>
        </>
      )}
      <textarea
        className="kz-Input kz-talk-composer__field"
        aria-label={t('talk.composer.label')}
        aria-describedby="kz-talk-composer-hint"
        placeholder={disabledReason ?? t('talk.composer.placeholder')}
        rows={1}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <span id="kz-talk-composer-hint" className="kz-VisuallyHidden">
        {disabledReason ?? t('talk.composer.hint')}
      </span>
      <Button type="submit" variant="primary" isDisabled={blank || disabled || sending}>
        <SendHorizontal size={16} aria-hidden="true" />
        {t('talk.composer.send')}
      </Button>
    </form>
  );
}
