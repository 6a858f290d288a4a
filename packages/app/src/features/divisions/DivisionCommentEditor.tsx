import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { DIVISION_LIMITS } from '@kizuna/api-client/contract';
import { codePointLength } from '@kizuna/api-client/validation';
import { Button, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';

export interface DivisionCommentEditorProps {
  divisionName: string;
  initialComment: string;
  /** Saves the comment; a rejection keeps the editor open with an error. */
  onSave: (comment: string) => Promise<void>;
  onCancel: () => void;
}

/** Edits a division comment: at most 500 characters, counted as people count them (code points). */
export function DivisionCommentEditor({
  divisionName,
  initialComment,
  onSave,
  onCancel,
}: DivisionCommentEditorProps) {
  const { t } = useTranslation();
  const counterId = useId();
  const [comment, setComment] = useState(initialComment);
  const [status, setStatus] = useState<'idle' | 'saving' | 'failed'>('idle');
  const max = DIVISION_LIMITS.commentMax;
  const length = codePointLength(comment);
  const over = length - max;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (over > 0) return;
    setStatus('saving');
    try {
      await onSave(comment);
    } catch {
      setStatus('failed');
    }
  }

  return (
    <form className="kz-division-comment-editor" onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('internalContacts.division.edit', { division: divisionName })}
        multiline
        rows={5}
        value={comment}
        onChange={setComment}
        isInvalid={over > 0}
        aria-describedby={counterId}
        errorMessage={over > 0 ? t('internalContacts.division.tooLong', { over }) : undefined}
      />
      <p id={counterId} className="kz-division-comment-editor__counter" data-over={over > 0 || undefined}>
        {t('internalContacts.division.counter', { count: length, max })}
      </p>
      {status === 'failed' && (
        <p role="alert" className="kz-form-error">
          {t('internalContacts.division.saveFailed')}
        </p>
      )}
      <div className="kz-division-comment-editor__actions">
        <Button type="submit" variant="primary" isDisabled={over > 0} isPending={status === 'saving'}>
          {t('internalContacts.division.save')}
        </Button>
        <Button onPress={onCancel}>{t('internalContacts.division.cancel')}</Button>
      </div>
    </form>
  );
}
