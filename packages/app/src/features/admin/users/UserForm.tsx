import { memo, useCallback, useMemo, useState } from 'react';
import type {
  AdminRole,
  FieldError,
  UserAdminDivisionOption,
  UserAdminSaveBody,
  UserAdminUser,
  UserType,
  VirtualRole,
} from '@kizuna/api-client/contract';
import { USER_TYPES } from '@kizuna/api-client/contract';
import type { PasswordPolicy } from '@kizuna/api-client/validation';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Switch,
  TextField,
} from '@kizuna/ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { capabilityContextOfPrincipal, selectPrincipal, usePrincipalStore } from '../../session';
import { grantableAdminRoles, grantableVirtualRoles } from './grantableRoles';
import {
  problemsOf,
  userBody,
  userFormProblems,
  userFormValues,
  type UserField,
  type UserFormValues,
  type UserProblems,
} from './userForm';

export interface UserFormProps {
  /** The person to edit; null creates one. */
  user: UserAdminUser | null;
  /** Every division of the tenant, for the division choice. */
  divisions: readonly UserAdminDivisionOption[];
  /** The tenant's password policy, for the initial password. */
  policy: PasswordPolicy;
  /**
   * Saves the body; answers null when saved, or the field errors of a refusal (a 400), which the
   * form shows on their fields, or a failure that belongs to no field.
   */
  /** `licenceLimit`: the tenant holds as many people as its licence allows. */
  onSave: (body: UserAdminSaveBody) => Promise<null | readonly FieldError[] | 'failed' | 'licenceLimit'>;
}

const TEXT_FIELDS: { field: UserField & keyof UserFormValues; type?: 'email' | 'tel'; required?: true }[][] =
  [
    [{ field: 'accountId', required: true }, { field: 'employeeNum' }],
    [{ field: 'fullname', required: true }, { field: 'fullnameKana' }, { field: 'fullnameAlphabet' }],
    [{ field: 'position' }],
    [
      { field: 'extensionNum', type: 'tel' },
      { field: 'phoneNum', type: 'tel' },
      { field: 'mobileNum', type: 'tel' },
    ],
    [
      { field: 'email', type: 'email' },
      { field: 'email2', type: 'email' },
    ],
  ];

/** The divisions a person belongs to: one main, the others concurrent posts (兼務). */
function DivisionsField({
  values,
  options,
  onChange,
  problem,
}: {
  values: UserFormValues['divisions'];
  options: readonly UserAdminDivisionOption[];
  onChange: (divisions: UserFormValues['divisions']) => void;
  problem: string | undefined;
}) {
  const { t } = useTranslation();
  const nameOf = (id: number) => options.find((d) => d.divisionId === id)?.name ?? String(id);
  const main = values.find((d) => d.main)?.divisionId;
  const free = options.filter((d) => !values.some((v) => v.divisionId === d.divisionId));
  const remove = (id: number) => {
    const rest = values.filter((d) => d.divisionId !== id);
    onChange(
      rest.length > 0 && !rest.some((d) => d.main) ? rest.map((d, i) => ({ ...d, main: i === 0 })) : rest,
    );
  };
  return (
    <fieldset className="kz-fieldset kz-user-form__divisions">
      <legend>{t('admin.users.fields.divisions')}</legend>
      {values.length === 0 ? (
        <p className="kz-form-help">{t('admin.users.fields.noDivision')}</p>
      ) : (
        <RadioGroup
          label={t('admin.users.fields.mainDivision')}
          value={main === undefined ? null : String(main)}
          onChange={(id) => onChange(values.map((d) => ({ ...d, main: String(d.divisionId) === id })))}
          isInvalid={problem !== undefined}
          errorMessage={problem}
        >
          {values.map((d) => (
            <div key={d.divisionId} className="kz-user-form__division">
              <Radio value={String(d.divisionId)}>{nameOf(d.divisionId)}</Radio>
              <span className="kz-user-form__post">
                {d.main ? t('admin.users.fields.main') : t('admin.users.fields.concurrent')}
              </span>
              <Button
                variant="quiet"
                size="small"
                iconOnly
                aria-label={t('admin.users.fields.removeDivision', { name: nameOf(d.divisionId) })}
                onPress={() => remove(d.divisionId)}
              >
                <X size={14} aria-hidden="true" />
              </Button>
            </div>
          ))}
        </RadioGroup>
      )}
      <Select
        label={t('admin.users.fields.addDivision')}
        selectedKey={null}
        onSelectionChange={(id) =>
          id !== null && onChange([...values, { divisionId: Number(id), main: values.length === 0 }])
        }
        isDisabled={free.length === 0}
      >
        {free.map((d) => (
          <SelectItem key={d.divisionId} id={String(d.divisionId)} textValue={d.name}>
            {`${'\u3000'.repeat(d.depth)}${d.name}`}
          </SelectItem>
        ))}
      </Select>
    </fieldset>
  );
}

/** A long list of checkboxes, drawn again only when its own choice changes. */
const Choices = memo(function Choices({
  label,
  description,
  options,
  labelKey,
  value,
  onChange,
}: {
  label: string;
  description?: string;
  options: readonly string[];
  labelKey: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <CheckboxGroup
      label={label}
      description={description}
      value={[...value]}
      onChange={onChange}
      className="kz-user-form__choices"
    >
      {options.map((option) => (
        <Checkbox key={option} value={option}>
          {t(`${labelKey}.${option}`)}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
});

/**
 * Creates or edits a person: account, names with kana and romaji, type, divisions with the main
 * one, position, phones, e-mails, employee number, admin and virtual roles; for a new person the
 * initial password (or an invitation later).
 */
export function UserForm({ user, divisions, policy, onSave }: UserFormProps) {
  const { t } = useTranslation();
  const isNew = user === null;
  const [values, setValues] = useState<UserFormValues>(() => userFormValues(user));
  const principal = usePrincipalStore(selectPrincipal);
  // What the person held when the form opened stays listed, so it can be taken away.
  const [held] = useState(() => ({ roles: user?.roles ?? [], virtualRoles: user?.virtualRoles ?? [] }));
  const { roleOptions, virtualRoleOptions } = useMemo(() => {
    if (!principal) return { roleOptions: held.roles, virtualRoleOptions: held.virtualRoles };
    const context = capabilityContextOfPrincipal(principal);
    return {
      roleOptions: grantableAdminRoles(context, held.roles),
      virtualRoleOptions: grantableVirtualRoles(context, held.virtualRoles),
    };
  }, [principal, held]);
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<UserProblems>({});
  const [failed, setFailed] = useState<false | 'failed' | 'licenceLimit'>(false);
  const [saving, setSaving] = useState(false);
  const problems: UserProblems = checked
    ? { ...refused, ...userFormProblems(values, policy, isNew) }
    : refused;
  const change = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    setValues((now) => ({ ...now, [key]: value }));
    setRefused({});
  };
  const changeRoles = useCallback((roles: string[]) => {
    setValues((now) => ({ ...now, roles: roles as AdminRole[] }));
  }, []);
  const changeVirtualRoles = useCallback((roles: string[]) => {
    setValues((now) => ({ ...now, virtualRoles: roles as VirtualRole[] }));
  }, []);
  const message = (field: UserField) => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.values) : undefined;
  };

  const submit = async () => {
    setChecked(true);
    setFailed(false);
    if (Object.keys(userFormProblems(values, policy, isNew)).length > 0) return;
    setSaving(true);
    const answer = await onSave(userBody(values, user?.userId));
    setSaving(false);
    if (answer === 'failed' || answer === 'licenceLimit') setFailed(answer);
    else if (answer !== null) setRefused(problemsOf(answer));
  };

  return (
    <form
      className="kz-user-form"
      noValidate
      aria-label={isNew ? t('admin.users.addTitle') : t('admin.users.editTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {TEXT_FIELDS.map((row) => (
        <div key={row[0]!.field} className="kz-user-form__row">
          {row.map(({ field, type, required }) => (
            <TextField
              key={field}
              label={t(`admin.users.fields.${field}`)}
              value={values[field] as string}
              onChange={(text) => change(field, text)}
              type={type ?? 'text'}
              isRequired={required}
              isInvalid={problems[field] !== undefined}
              errorMessage={message(field)}
            />
          ))}
        </div>
      ))}
      <RadioGroup
        label={t('admin.users.fields.userType')}
        orientation="horizontal"
        value={values.userType}
        onChange={(type) => change('userType', type as UserType)}
      >
        {USER_TYPES.map((type) => (
          <Radio key={type} value={type}>
            {t(`admin.users.userTypes.${type}`)}
          </Radio>
        ))}
      </RadioGroup>
      <DivisionsField
        values={values.divisions}
        options={divisions}
        onChange={(next) => change('divisions', next)}
        problem={message('divisions')}
      />
      <Choices
        label={t('admin.users.fields.roles')}
        options={roleOptions}
        labelKey="admin.users.roles"
        value={values.roles}
        onChange={changeRoles}
      />
      <Choices
        label={t('admin.users.fields.virtualRoles')}
        description={t('admin.users.fields.virtualRolesHint')}
        options={virtualRoleOptions}
        labelKey="admin.users.virtualRoles"
        value={values.virtualRoles}
        onChange={changeVirtualRoles}
      />
      {isNew && (
        <fieldset className="kz-fieldset">
          <legend>{t('admin.users.fields.password')}</legend>
          <RadioGroup
            aria-label={t('admin.users.fields.password')}
            value={values.passwordMode}
            onChange={(mode) => change('passwordMode', mode as UserFormValues['passwordMode'])}
          >
            <Radio value="set">{t('admin.users.fields.passwordSet')}</Radio>
            <Radio value="invite">{t('admin.users.fields.passwordInvite')}</Radio>
          </RadioGroup>
          {values.passwordMode === 'set' && (
            <TextField
              label={t('admin.users.fields.initialPassword')}
              description={t('admin.users.fields.initialPasswordHint')}
              type="password"
              autoComplete="new-password"
              value={values.initialPassword}
              onChange={(text) => change('initialPassword', text)}
              isRequired
              isInvalid={problems.initialPassword !== undefined}
              errorMessage={message('initialPassword')}
            />
          )}
          <Switch isSelected={values.enabled} onChange={(on) => change('enabled', on)}>
            {t('admin.users.fields.enabled')}
          </Switch>
        </fieldset>
      )}
      {failed && (
        <p role="alert" className="kz-form-error">
          {t(failed === 'licenceLimit' ? 'admin.users.licenceLimit' : 'admin.users.saveFailed')}
        </p>
      )}
      <div className="kz-user-form__actions">
        <Button type="submit" variant="primary" isDisabled={saving}>
          {isNew ? t('admin.users.create') : t('admin.users.save')}
        </Button>
      </div>
    </form>
  );
}
