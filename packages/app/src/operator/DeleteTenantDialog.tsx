import type { OperatorTenantPage } from '@kizuna/api-client/operator';
import { Button } from '@kizuna/ui/Button';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from './FieldMessage';
import { ModalDialog } from './ModalDialog';
import { OperatorApiError, operatorApi } from './operatorApi';

/**
 * Deleting asks for the tenant's name typed again; where the server offers the tenant's export
 * (`exportAvailable`), the dialog offers it first.
 */
export function DeleteTenantDialog({
  tenant,
  onClose,
  onDeleted,
}: {
  tenant: OperatorTenantPage;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const matches = typed.trim() === tenant.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      setError(t('operator.fieldError.confirmName'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await operatorApi.deleteTenant(tenant.id, typed.trim());
      onDeleted();
    } catch (thrown) {
      setError(
        thrown instanceof OperatorApiError && thrown.field('confirmName')
          ? t('operator.fieldError.confirmName')
          : thrown instanceof OperatorApiError && thrown.status === 409
            ? t('operator.common.conflict')
            : t('operator.common.failed'),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <ModalDialog title={t('operator.delete.title', { name: tenant.name })} onClose={onClose}>
      {tenant.exportAvailable ? (
        <div className="op-export-step">
          <p>{t('operator.delete.exportStep')}</p>
          <a className="kz-Button" href={operatorApi.exportUrl(tenant.id)} download>
            {t('operator.delete.export')}
          </a>
        </div>
      ) : null}
      <p className="op-warning">{t('operator.delete.warning', { users: tenant.users })}</p>
      <form className="op-form" onSubmit={(event) => void submit(event)}>
        <label className="op-field">
          <span>{t('operator.delete.confirmLabel', { name: tenant.name })}</span>
          <input
            name="confirmName"
            autoComplete="off"
            required
            value={typed}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => setTyped(event.target.value)}
          />
          <FieldMessage id={errorId} text={error ?? undefined} />
        </label>
        <div className="op-actions">
          <Button onPress={onClose}>{t('operator.common.cancel')}</Button>
          <Button type="submit" variant="danger" isDisabled={!matches} isPending={pending}>
            {t('operator.delete.submit')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
