import { useState } from 'react';
import {
  PHONE_SYSTEM_MODES,
  PHONE_SYSTEMS,
  PhoneSystemSettingsBodySchema,
  type PhoneSystemCallMode,
  type PhoneSystemKind,
  type PhoneSystemSettings,
  type PhoneSystemSettingsBody,
} from '@kizuna/api-client/contract';
import { Button, Radio, RadioGroup, Select, SelectItem, TextField } from '@kizuna/ui';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useVendorSettingsSave } from '../locationVendors/useVendorSettingsSave';

export interface PhoneSystemSettingsFormProps {
  /** What is saved now. */
  settings: PhoneSystemSettings;
  /** Sends the settings; answers what was saved. */
  onSave: (body: PhoneSystemSettingsBody) => Promise<PhoneSystemSettings>;
  /** The settings were saved. */
  onSaved: (next: PhoneSystemSettings) => void;
}

/** A write-only secret: whether one is set, and a field that replaces it. */
export function SecretField({
  label,
  isSet,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  isSet: boolean;
  value: string;
  onChange: (text: string) => void;
  errorMessage: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="kz-phone-admin__secret">
      <p className="kz-phone-admin__secret-state">
        {label}:{' '}
        <span className="kz-phone-admin__state" data-set={isSet || undefined}>
          {isSet ? (
            <CircleCheck size={14} aria-hidden="true" />
          ) : (
            <CircleDashed size={14} aria-hidden="true" />
          )}
          {isSet ? t('phoneSystemAdmin.secretSet') : t('phoneSystemAdmin.secretNotSet')}
        </span>
      </p>
      <TextField
        label={isSet ? t('phoneSystemAdmin.replaceSecret', { name: label }) : label}
        description={isSet ? t('phoneSystemAdmin.replaceSecretHint') : undefined}
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={onChange}
        isRequired={!isSet}
        isInvalid={errorMessage !== undefined}
        errorMessage={errorMessage}
      />
    </div>
  );
}

/** The call control mode the simulated PBX plays. */
function SimulatedModeSelect({
  value,
  onChange,
}: {
  value: PhoneSystemCallMode;
  onChange: (mode: PhoneSystemCallMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('phoneSystemAdmin.fields.callControlMode')}
      description={t('phoneSystemAdmin.modeHint')}
      selectedKey={value}
      onSelectionChange={(key) => onChange(key as PhoneSystemCallMode)}
    >
      {PHONE_SYSTEM_MODES.SIMULATED.map((mode) => (
        <SelectItem key={mode} id={mode}>
          {t(`phoneSystemAdmin.modes.${mode}`)}
        </SelectItem>
      ))}
    </Select>
  );
}

/** What "Save" sends for the chosen system: a secret left blank is null (keep the stored one). */
function settingsBody(
  system: PhoneSystemKind,
  simulatedMode: PhoneSystemCallMode,
  fields: Record<
    'baseUrl' | 'username' | 'password' | 'clientId' | 'clientSecret' | 'timeoutSeconds',
    string
  >,
): PhoneSystemSettingsBody {
  if (system === 'SIMULATED') return { system, callControlMode: simulatedMode };
  const seconds = Number(fields.timeoutSeconds);
  return {
    system,
    baseUrl: fields.baseUrl.trim() === '' ? null : fields.baseUrl,
    timeoutMs: Number.isFinite(seconds) ? Math.round(seconds * 1000) : Number.NaN,
    ...(system === 'WEBEX'
      ? { clientId: fields.clientId, clientSecret: fields.clientSecret === '' ? null : fields.clientSecret }
      : { username: fields.username, password: fields.password === '' ? null : fields.password }),
  };
}

/**
 * The phone system a tenant's calls go through and its settings. Saving checks the fields only;
 * the connection is tested separately, so a system that is down can still be set up.
 */
export function PhoneSystemSettingsForm({ settings, onSave, onSaved }: PhoneSystemSettingsFormProps) {
  const { t } = useTranslation();
  const [system, setSystem] = useState<PhoneSystemKind>(settings.system);
  const savedMode = (PHONE_SYSTEM_MODES[settings.system] as readonly string[]).includes(
    settings.callControlMode,
  )
    ? (settings.callControlMode as PhoneSystemCallMode)
    : 'CUCM';
  const [simulatedMode, setSimulatedMode] = useState<PhoneSystemCallMode>(
    settings.system === 'SIMULATED' ? savedMode : 'CUCM',
  );
  const [baseUrl, setBaseUrl] = useState(settings.baseUrl ?? '');
  const [username, setUsername] = useState(settings.username ?? '');
  const [password, setPassword] = useState('');
  const [clientId, setClientId] = useState(settings.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [timeoutSeconds, setTimeoutSeconds] = useState(String(settings.timeoutMs / 1000));
  const sameVendor = system === settings.system;
  const webex = system === 'WEBEX';
  const { problems, problemText, clear, saving, save } = useVendorSettingsSave<PhoneSystemSettingsBody>({
    schema: PhoneSystemSettingsBodySchema,
    secretField: webex ? 'clientSecret' : 'password',
    secretSet:
      system === 'SIMULATED' || (sameVendor && (webex ? settings.clientSecretSet : settings.passwordSet)),
    send: async (body) => {
      const next = await onSave(body);
      setPassword('');
      setClientSecret('');
      onSaved(next);
    },
  });

  const submit = () =>
    void save(
      settingsBody(system, simulatedMode, {
        baseUrl,
        username,
        password,
        clientId,
        clientSecret,
        timeoutSeconds,
      }),
    );

  const text = (
    name: string,
    value: string,
    set: (text: string) => void,
    options: { type?: 'url' | 'text'; required?: boolean; hint?: string } = {},
  ) => (
    <TextField
      label={t(`phoneSystemAdmin.fields.${name}`)}
      description={options.hint}
      type={options.type ?? 'text'}
      autoComplete="off"
      value={value}
      onChange={(next) => {
        set(next);
        clear(name);
      }}
      isRequired={options.required ?? true}
      isInvalid={problems[name] !== undefined}
      errorMessage={problemText(name)}
    />
  );

  return (
    <form
      className="kz-phone-admin__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <RadioGroup
        label={t('phoneSystemAdmin.fields.system')}
        value={system}
        onChange={(value) => setSystem(value as PhoneSystemKind)}
      >
        {PHONE_SYSTEMS.map((kind) => (
          <Radio key={kind} value={kind}>
            <span className="kz-phone-admin__choice">
              <span>{t(`phoneSystemAdmin.systems.${kind}`)}</span>
              <span className="kz-phone-admin__choice-hint">{t(`phoneSystemAdmin.systemHints.${kind}`)}</span>
            </span>
          </Radio>
        ))}
      </RadioGroup>
      {system === 'SIMULATED' ? (
        <SimulatedModeSelect value={simulatedMode} onChange={setSimulatedMode} />
      ) : (
        <>
          <p className="kz-phone-admin__mode">
            {t('phoneSystemAdmin.fields.callControlMode')}:{' '}
            <strong>{t(`phoneSystemAdmin.modes.${PHONE_SYSTEM_MODES[system][0]}`)}</strong>
          </p>
          {text('baseUrl', baseUrl, setBaseUrl, {
            type: 'url',
            required: !webex,
            hint: t(`phoneSystemAdmin.baseUrlHints.${system}`),
          })}
          {webex ? (
            <>
              {text('clientId', clientId, setClientId)}
              <SecretField
                label={t('phoneSystemAdmin.fields.clientSecret')}
                isSet={sameVendor && settings.clientSecretSet}
                value={clientSecret}
                onChange={(next) => {
                  setClientSecret(next);
                  clear('clientSecret');
                }}
                errorMessage={problemText('clientSecret')}
              />
            </>
          ) : (
            <>
              {text('username', username, setUsername, {
                hint: t(`phoneSystemAdmin.usernameHints.${system}`),
              })}
              <SecretField
                label={t('phoneSystemAdmin.fields.password')}
                isSet={sameVendor && settings.passwordSet}
                value={password}
                onChange={(next) => {
                  setPassword(next);
                  clear('password');
                }}
                errorMessage={problemText('password')}
              />
            </>
          )}
          {text('timeoutMs', timeoutSeconds, setTimeoutSeconds, { hint: t('phoneSystemAdmin.timeoutHint') })}
        </>
      )}
      <div>
        <Button type="submit" variant="primary" isDisabled={saving}>
          {t('phoneSystemAdmin.save')}
        </Button>
      </div>
    </form>
  );
}
