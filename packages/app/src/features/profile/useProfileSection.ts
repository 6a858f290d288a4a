import { useCallback, useEffect, useState } from 'react';
import type { FieldError } from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/apiErrors';
import { useFieldErrorText } from '../../errors/useFieldErrorText';
import { useToast } from '../../shared/toast';
import { selectIsEditing, useProfileEditStore } from './profileEditStore';

export type SectionState<T> = { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed' };

/** Field errors by body path without `body.` (`url2`, `items.0.briefHistoryText`). */
function byPath(errors: readonly FieldError[]): Map<string, FieldError> {
  const map = new Map<string, FieldError>();
  for (const error of errors) {
    const path = error.path.replace(/^body\.?/, '');
    if (!map.has(path)) map.set(path, error);
  }
  return map;
}

/** A section's data, loaded on its own: a failure shows in that section only. */
export function useSectionLoad<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<SectionState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (value) => setState({ status: 'loaded', value }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
    // `load` is a new function each render; the section loads again on `round` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);

  return {
    state,
    setValue: useCallback((value: T) => setState({ status: 'loaded', value }), []),
    reload: useCallback(() => setRound((n) => n + 1), []),
  };
}

export interface SectionEditOptions<T, TBody> {
  /** The key of the section's edit flag (`oneWord`, `tags.SKILL`, `customCol.12`). */
  editKey: string;
  /** The contract's body schema: checked here first, so a refusal shows without a round trip. */
  schema: Parameters<typeof checkBody>[0];
  /** Saves and answers the section as stored. */
  save: (body: TBody) => Promise<T>;
  /** Shows what was stored (002 §4: saving reloads the section). */
  onSaved: (value: T) => void;
}

/**
 * The edit state and save of one section of my profile (002 §4). A save checks the body with the
 * contract's schema, sends it, and shows what the server answered; the field errors of either
 * refusal are kept by body path for the fields to show.
 */
export function useSectionEdit<T, TBody>({
  editKey,
  schema,
  save,
  onSaved,
}: SectionEditOptions<T, TBody>): SectionEdit<TBody> {
  const { t } = useTranslation();
  const toast = useToast();
  const fieldText = useFieldErrorText();
  const [errors, setErrors] = useState<Map<string, FieldError>>(new Map());
  const [saving, setSaving] = useState(false);
  const isEditing = useProfileEditStore(selectIsEditing(editKey));
  const setEditing = useProfileEditStore((store) => store.setEditing);

  const edit = useCallback(() => {
    setErrors(new Map());
    setEditing(editKey, true);
  }, [editKey, setEditing]);

  const cancel = useCallback(() => {
    setErrors(new Map());
    setEditing(editKey, false);
  }, [editKey, setEditing]);

  async function submit(body: TBody): Promise<void> {
    const refusals = checkBody(schema, body);
    if (refusals.length > 0) {
      setErrors(byPath(refusals));
      return;
    }
    setSaving(true);
    try {
      onSaved(await save(body));
      setErrors(new Map());
      setEditing(editKey, false);
      toast(t('profile.saved'), 'success');
    } catch (cause) {
      const found = byPath(fieldErrorsOf(cause));
      setErrors(found);
      if (found.size === 0) toast(t('profile.saveFailed'), 'danger');
    } finally {
      setSaving(false);
    }
  }

  function errorText(path: string): string | undefined {
    const error = errors.get(path);
    return error ? fieldText(error) : undefined;
  }

  return { isEditing, edit, cancel, submit, saving, errorText, setErrors };
}

/** A section's edit state and save, for the form that edits it. */
export interface SectionEdit<TBody = never> {
  isEditing: boolean;
  edit: () => void;
  cancel: () => void;
  submit: (body: TBody) => Promise<void>;
  saving: boolean;
  /** The message of the field error at a body path (`url2`, `items.0.briefHistoryText`). */
  errorText: (path: string) => string | undefined;
  setErrors: (errors: Map<string, FieldError>) => void;
}
