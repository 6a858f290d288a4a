import { useState, type FormEvent } from 'react';
import type { FieldError, InviteBody } from '@kizuna/api-client/contract';
import { InviteBodySchema } from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';
import { Button, Select, SelectItem, TextField } from '@kizuna/ui';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../errors/useFieldErrorText';

export interface DivisionChoice {
  id: number;
  name: string;
}

export interface InviteFormProps {
  /** Divisions the person may be placed in; the first choice is none. */
  divisions: readonly DivisionChoice[];
  /**
   * Sends the invitation; resolves to null when sent, the field errors of a refusal, or a failure
   * that belongs to no field (with its own message, or 'failed'). The form empties after a send.
   */
  onInvite: (body: InviteBody) => Promise<null | readonly FieldError[] | 'failed' | { failure: string }>;
}

type FieldName = 'accountId' | 'fullname' | 'fullnameKana' | 'fullnameAlphabet' | 'email';
/** The reading and romaji are asked too: the new person is found by kana in the directory at once. */
const FIELDS: readonly { name: FieldName; type: 'text' | 'email'; isRequired: boolean }[] = [
  { name: 'accountId', type: 'text', isRequired: true },
  { name: 'fullname', type: 'text', isRequired: true },
  { name: 'fullnameKana', type: 'text', isRequired: false },
  { name: 'fullnameAlphabet', type: 'text', isRequired: false },
  { name: 'email', type: 'email', isRequired: true },
];
const EMPTY = { accountId: '', fullname: '', fullnameKana: '', fullnameAlphabet: '', email: '' };
const NO_DIVISION = 'none';

/** Account id, name, e-mail and an optional division of the person to invite; checked with the contract's rules. */
export function InviteForm({ divisions, onInvite }: InviteFormProps) {
  const { t } = useTranslation();
  const fieldErrorText = useFieldErrorText();
  const [values, setValues] = useState<Record<FieldName, string>>(EMPTY);
  const [divisionId, setDivisionId] = useState<number | null>(null);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const errorFor = (field: FieldName) => {
    const found = errors.find((e) => e.path === `body.${field}`);
    if (!found) return undefined;
    return field === 'accountId' && found.key === 'duplicate'
      ? t('admin.invitations.accountIdInUse')
      : fieldErrorText(found);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const body: InviteBody = { ...values, divisionId };
    const local = checkBody(InviteBodySchema, body);
    setErrors(local);
    if (local.length > 0) return;
    setIsPending(true);
    const answer = await onInvite(body);
    setIsPending(false);
    if (answer === null) {
      setValues(EMPTY);
      setDivisionId(null);
    } else if (answer === 'failed') setFailure(t('admin.invitations.failed'));
    else if ('failure' in answer) setFailure(answer.failure);
    else setErrors(answer);
  }

  return (
    <form
      className="kz-invitations__form"
      noValidate
      aria-labelledby="kz-invite-title"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="kz-invite-title" className="kz-invitations__heading">
        {t('admin.invitations.form.title')}
      </h2>
      {failure !== null && (
        <p className="kz-form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="kz-invitations__fields">
        {FIELDS.map(({ name, type, isRequired }) => {
          const error = errorFor(name);
          return (
            <TextField
              key={name}
              label={t(`admin.invitations.form.${name}`)}
              description={name === 'accountId' ? t('admin.invitations.form.accountIdHelp') : undefined}
              name={name}
              type={type}
              autoComplete="off"
              isRequired={isRequired}
              value={values[name]}
              onChange={(value) => setValues((now) => ({ ...now, [name]: value }))}
              isInvalid={error !== undefined}
              errorMessage={error}
            />
          );
        })}
        <Select
          label={t('admin.invitations.form.division')}
          selectedKey={divisionId === null ? NO_DIVISION : String(divisionId)}
          onSelectionChange={(key) => setDivisionId(key === NO_DIVISION || key === null ? null : Number(key))}
          isInvalid={errors.some((e) => e.path === 'body.divisionId')}
        >
          {[
            <SelectItem key={NO_DIVISION} id={NO_DIVISION}>
              {t('admin.invitations.form.noDivision')}
            </SelectItem>,
            ...divisions.map((division) => (
              <SelectItem key={division.id} id={String(division.id)}>
                {division.name}
              </SelectItem>
            )),
          ]}
        </Select>
      </div>
      <div className="kz-invitations__submit">
        <Button type="submit" variant="primary" isDisabled={isPending}>
          <Send size={16} aria-hidden="true" />
          {t('admin.invitations.form.submit')}
        </Button>
      </div>
    </form>
  );
}
