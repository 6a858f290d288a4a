import { useState } from 'react';
import { checkBody } from '@kizuna/api-client/validation';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../api/apiErrors';
import { useToast } from '../../../shared/toast';
import { fieldProblems, type FieldProblem } from './fieldProblems';

type Schema = Parameters<typeof checkBody>[0];

export interface VendorSettingsSave<Body> {
  /** The contract's schema of the body, checked before anything is sent. */
  schema: Schema;
  /** The write-only field (a password, a secret): null keeps the one set, and is required until one is. */
  secretField: keyof Body & string;
  secretSet: boolean;
  /** Sends the body, then empties the write-only field and shows what was saved. */
  send: (body: Body) => Promise<void>;
}

/**
 * A location vendor's settings form (CMX, Meraki): each field's problem from the contract's own
 * check or from the server's 400, `saving` while the body is sent, and a toast for the outcome.
 */
export function useVendorSettingsSave<Body extends Record<string, unknown>>({
  schema,
  secretField,
  secretSet,
  send,
}: VendorSettingsSave<Body>) {
  const { t } = useTranslation();
  const toast = useToast();
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [saving, setSaving] = useState(false);

  const problemText = (field: string) => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.values) : undefined;
  };
  const clear = (field: string) =>
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)));

  const save = async (body: Body) => {
    const own = fieldProblems(checkBody(schema, body));
    if (!secretSet && body[secretField] === null) own[secretField] = { key: 'validation.required' };
    setProblems(own);
    if (Object.keys(own).length > 0) return;
    setSaving(true);
    try {
      await send(body);
      toast({ title: t('vendorsAdmin.saved'), tone: 'success' });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors.length > 0) setProblems(fieldProblems(fieldErrors));
      else toast({ title: t('vendorsAdmin.saveFailed'), tone: 'danger' });
    } finally {
      setSaving(false);
    }
  };

  return { problems, problemText, clear, saving, save };
}
