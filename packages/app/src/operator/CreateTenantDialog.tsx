import type { CreatedTenant } from '@kizuna/api-client/operator';
import { Button } from '@kizuna/ui/Button';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage, fieldErrorText } from './FieldMessage';
import { ModalDialog } from './ModalDialog';
import { OperatorApiError, operatorApi } from './operatorApi';

export function CreateTenantDialog({
  onClose,
  onCreated,
  onOpen,
}: {
  onClose: () => void;
  onCreated: () => void;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const ids = { code: useId(), name: useId(), licences: useId(), language: useId() };
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [licences, setLicences] = useState('50');
  const [language, setLanguage] = useState<'ja' | 'en'>(i18n.language === 'en' ? 'en' : 'ja');
  const [error, setError] = useState<OperatorApiError | null>(null);
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<CreatedTenant | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      setCreated(
        await operatorApi.createTenant({ code: code.trim(), name, licences: Number(licences), language }),
      );
      onCreated();
    } catch (thrown) {
      setError(thrown instanceof OperatorApiError ? thrown : new OperatorApiError(0, 'NETWORK'));
    } finally {
      setPending(false);
    }
  };

  if (created) {
    return (
      <ModalDialog title={t('operator.create.doneTitle')} onClose={onClose}>
        <p>{t('operator.create.done')}</p>
        <dl className="op-facts">
          <dt>{t('operator.tenant.code')}</dt>
          <dd className="op-nowrap">{created.tenant.code}</dd>
          <dt>{t('operator.create.adminAccount')}</dt>
          <dd className="op-nowrap">{created.adminAccountId}</dd>
          <dt>{t('operator.create.adminPassword')}</dt>
          <dd className="op-nowrap op-secret" data-testid="admin-password">
            {created.adminPassword}
          </dd>
        </dl>
        <div className="op-actions">
          <Button onPress={onClose}>{t('operator.common.close')}</Button>
          <Button variant="primary" onPress={() => onOpen(created.tenant.id)}>
            {t('operator.create.open')}
          </Button>
        </div>
      </ModalDialog>
    );
  }

  const message = (field: string, special?: Record<string, string>) =>
    fieldErrorText(t, error?.field(field), special);
  const codeError = message('code');
  const nameError = message('name');
  const licencesError = error?.field('licences') ? t('operator.fieldError.licences') : undefined;
  return (
    <ModalDialog title={t('operator.create.title')} onClose={onClose}>
      <p className="op-muted">{t('operator.create.lead')}</p>
      {error && error.fieldErrors.length === 0 ? (
        <p className="op-alert" role="alert">
          {t('operator.common.failed')}
        </p>
      ) : null}
      <form className="op-form" onSubmit={(event) => void submit(event)}>
        <label className="op-field">
          <span>{t('operator.create.code')}</span>
          <input
            name="code"
            required
            autoComplete="off"
            spellCheck={false}
            value={code}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={`${ids.code}-hint ${ids.code}`}
            onChange={(event) => setCode(event.target.value)}
          />
          <small id={`${ids.code}-hint`} className="op-muted">
            {t('operator.create.codeHint')}
          </small>
          <FieldMessage id={ids.code} text={codeError} />
        </label>
        <label className="op-field">
          <span>{t('operator.create.name')}</span>
          <input
            name="name"
            required
            value={name}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={ids.name}
            onChange={(event) => setName(event.target.value)}
          />
          <FieldMessage id={ids.name} text={nameError} />
        </label>
        <div className="op-field-row">
          <label className="op-field">
            <span>{t('operator.create.licences')}</span>
            <input
              name="licences"
              type="number"
              min={1}
              max={1_000_000}
              required
              value={licences}
              aria-invalid={licencesError ? true : undefined}
              aria-describedby={ids.licences}
              onChange={(event) => setLicences(event.target.value)}
            />
            <FieldMessage id={ids.licences} text={licencesError} />
          </label>
          <label className="op-field">
            <span>{t('operator.create.language')}</span>
            <select
              name="language"
              value={language}
              onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'ja')}
            >
              <option value="ja">日本語</option>
              <option value="en">English</option>
            </select>
          </label>
        </div>
        <div className="op-actions">
          <Button onPress={onClose}>{t('operator.common.cancel')}</Button>
          <Button type="submit" variant="primary" isPending={pending}>
            {t('operator.create.submit')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
