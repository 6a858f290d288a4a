import {
  SERVICE_TYPES,
  type OperatorTenantPage,
  type ServiceType,
  type TenantFeature,
} from '@kizuna/api-client/operator';
import { Button } from '@kizuna/ui/Button';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteTenantDialog } from './DeleteTenantDialog';
import { FEATURE_GROUPS } from './featureGroups';
import { FieldMessage, fieldErrorText } from './FieldMessage';
import { daysFromNow, formatDateTime, trialLastDay } from './format';
import { OperatorApiError, operatorApi } from './operatorApi';
import { PlanText } from './TenantListPage';
import { useToast } from './Toast';
import type { OperatorRoute } from './useOperatorRoute';

function useFailureText() {
  const { t } = useTranslation();
  return (error: unknown) =>
    error instanceof OperatorApiError && error.status === 409
      ? t('operator.common.conflict')
      : t('operator.common.failed');
}

function PlanForm({
  tenant,
  onSaved,
}: {
  tenant: OperatorTenantPage;
  onSaved: (page: OperatorTenantPage) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const failure = useFailureText();
  const ids = { trial: useId(), licences: useId(), hint: useId() };
  const [plan, setPlan] = useState(tenant.plan);
  const [trialUntil, setTrialUntil] = useState(
    tenant.trialEndsAt ? trialLastDay(tenant.trialEndsAt) : daysFromNow(30),
  );
  const [licences, setLicences] = useState(String(tenant.licensedUsers ?? tenant.users));
  const [serviceType, setServiceType] = useState<ServiceType>(
    (SERVICE_TYPES as readonly string[]).includes(tenant.serviceType)
      ? (tenant.serviceType as ServiceType)
      : 'OFFICELINK',
  );
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const page = await operatorApi.setPlan(tenant.id, {
        plan,
        ...(plan === 'TRIAL' ? { trialUntil } : {}),
        licences: Number(licences),
        serviceType,
      });
      onSaved(page);
      toast(t('operator.common.saved'));
    } catch (thrown) {
      setError(thrown);
    } finally {
      setPending(false);
    }
  };
  const apiError = error instanceof OperatorApiError ? error : null;
  const trialError = apiError?.field('trialUntil') ? t('operator.fieldError.trialUntil') : undefined;
  const licencesField = apiError?.field('licences');
  const licencesError =
    licencesField?.key === 'min' &&
    licencesField.values?.min !== undefined &&
    Number(licencesField.values.min) > 1
      ? fieldErrorText(t, licencesField, { min: 'operator.fieldError.licencesBelowUsers' })
      : licencesField
        ? t('operator.fieldError.licences')
        : undefined;

  return (
    <section className="op-card" aria-labelledby="plan-heading">
      <h2 id="plan-heading">{t('operator.tenant.planSection')}</h2>
      {error && !trialError && !licencesError ? (
        <p className="op-alert" role="alert">
          {failure(error)}
        </p>
      ) : null}
      <form className="op-form" onSubmit={(event) => void submit(event)}>
        <fieldset className="op-radios">
          <legend>{t('operator.tenant.planLabel')}</legend>
          {(['TRIAL', 'COMMERCIAL'] as const).map((value) => (
            <label key={value} className="op-check">
              <input
                type="radio"
                name="plan"
                value={value}
                checked={plan === value}
                onChange={() => setPlan(value)}
              />
              {t(`operator.plan.${value}`)}
            </label>
          ))}
        </fieldset>
        {plan === 'TRIAL' ? (
          <label className="op-field">
            <span>{t('operator.tenant.trialLastDay')}</span>
            <input
              type="date"
              name="trialUntil"
              required
              value={trialUntil}
              aria-invalid={trialError ? true : undefined}
              aria-describedby={ids.trial}
              onChange={(event) => setTrialUntil(event.target.value)}
            />
            <FieldMessage id={ids.trial} text={trialError} />
          </label>
        ) : null}
        <div className="op-field-row">
          <label className="op-field">
            <span>{t('operator.tenant.licences')}</span>
            <input
              type="number"
              name="licences"
              min={1}
              max={1_000_000}
              required
              value={licences}
              aria-invalid={licencesError ? true : undefined}
              aria-describedby={`${ids.hint} ${ids.licences}`}
              onChange={(event) => setLicences(event.target.value)}
            />
            <small id={ids.hint} className="op-muted">
              {t('operator.tenant.licencesHint', { users: tenant.users })}
            </small>
            <FieldMessage id={ids.licences} text={licencesError} />
          </label>
          <label className="op-field">
            <span>{t('operator.tenant.serviceType')}</span>
            <select
              name="serviceType"
              value={serviceType}
              onChange={(event) => setServiceType(event.target.value as ServiceType)}
            >
              {SERVICE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="op-actions">
          <Button type="submit" variant="primary" isPending={pending}>
            {t('operator.common.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function FeatureForm({
  tenant,
  onSaved,
}: {
  tenant: OperatorTenantPage;
  onSaved: (page: OperatorTenantPage) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const failure = useFailureText();
  const [features, setFeatures] = useState<Set<TenantFeature>>(() => new Set(tenant.features));
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const page = await operatorApi.setFeatures(tenant.id, [...features]);
      onSaved(page);
      setFeatures(new Set(page.features));
      toast(t('operator.common.saved'));
    } catch (thrown) {
      setError(thrown);
    } finally {
      setPending(false);
    }
  };
  return (
    <section className="op-card" aria-labelledby="features-heading">
      <h2 id="features-heading">{t('operator.tenant.featuresSection')}</h2>
      <p className="op-muted">{t('operator.tenant.featuresLead')}</p>
      {error ? (
        <p className="op-alert" role="alert">
          {failure(error)}
        </p>
      ) : null}
      <form onSubmit={(event) => void submit(event)}>
        <div className="op-feature-groups">
          {FEATURE_GROUPS.map(({ group, features: members }) => (
            <fieldset key={group} className="op-feature-group">
              <legend>{t(`operator.featureGroup.${group}`)}</legend>
              {members.map((feature) => (
                <label key={feature} className="op-check">
                  <input
                    type="checkbox"
                    name="features"
                    value={feature}
                    checked={features.has(feature)}
                    onChange={(event) =>
                      setFeatures((current) => {
                        const next = new Set(current);
                        if (event.target.checked) next.add(feature);
                        else next.delete(feature);
                        return next;
                      })
                    }
                  />
                  {t(`operator.feature.${feature}`)}
                </label>
              ))}
            </fieldset>
          ))}
        </div>
        <div className="op-actions">
          <Button type="submit" variant="primary" isPending={pending}>
            {t('operator.common.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function TenantSummary({
  tenant,
  navigate,
}: {
  tenant: OperatorTenantPage;
  navigate: (route: OperatorRoute) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="op-card" aria-labelledby="summary-heading">
      <h2 id="summary-heading">{t('operator.tenant.summary')}</h2>
      <dl className="op-facts">
        <dt>{t('operator.tenants.plan')}</dt>
        <dd>
          <PlanText tenant={tenant} />
        </dd>
        <dt>{t('operator.tenants.users')}</dt>
        <dd className="op-nowrap">
          {t('operator.tenant.people', {
            users: tenant.users,
            licensed: tenant.licensedUsers ?? t('operator.common.unlimited'),
          })}
        </dd>
        <dt>{t('operator.tenants.serviceType')}</dt>
        <dd className="op-nowrap">{tenant.serviceType}</dd>
        <dt>{t('operator.tenants.lastActivity')}</dt>
        <dd className="op-nowrap">
          {tenant.lastActivityAt ? formatDateTime(tenant.lastActivityAt) : t('operator.common.never')}
        </dd>
      </dl>
      <p>
        <a
          href={`/operator/audit?tenant=${encodeURIComponent(tenant.code)}`}
          onClick={(event) => {
            event.preventDefault();
            navigate({ page: 'audit', tenant: tenant.code });
          }}
        >
          {t('operator.nav.audit')}
        </a>
      </p>
    </section>
  );
}

export function TenantPage({ id, navigate }: { id: number; navigate: (route: OperatorRoute) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const failure = useFailureText();
  const [tenant, setTenant] = useState<OperatorTenantPage | null>(null);
  const [loadError, setLoadError] = useState<'missing' | 'failed' | null>(null);
  const [stateError, setStateError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Forms start again from the server's answer after each load.
  const [version, setVersion] = useState(0);

  const load = useCallback(() => {
    setLoadError(null);
    operatorApi.tenant(id).then(
      (page) => {
        setTenant(page);
        setVersion((current) => current + 1);
      },
      (error: unknown) =>
        setLoadError(error instanceof OperatorApiError && error.status === 404 ? 'missing' : 'failed'),
    );
  }, [id]);
  useEffect(load, [load]);

  if (loadError) {
    return (
      <div className="op-alert" role="alert">
        {loadError === 'missing' ? t('operator.tenant.notFound') : t('operator.common.loadFailed')}{' '}
        {loadError === 'failed' ? <Button onPress={load}>{t('operator.common.retry')}</Button> : null}
      </div>
    );
  }
  if (!tenant) {
    return (
      <div className="op-skeleton" aria-busy="true" aria-label={t('operator.common.loading')}>
        <div className="op-skeleton-row" />
        <div className="op-skeleton-row" />
      </div>
    );
  }

  const changeState = async (action: 'suspend' | 'resume') => {
    setPending(true);
    setStateError(null);
    try {
      const page = await operatorApi[action](tenant.id);
      setTenant(page);
      toast(
        t(action === 'suspend' ? 'operator.tenant.suspendedToast' : 'operator.tenant.resumedToast', {
          name: page.name,
        }),
      );
    } catch (thrown) {
      setStateError(thrown);
    } finally {
      setPending(false);
    }
  };
  const saved = (page: OperatorTenantPage) => setTenant(page);

  return (
    <>
      <nav aria-label={t('operator.tenant.back')} className="op-breadcrumb">
        <a
          href="/operator/"
          onClick={(event) => {
            event.preventDefault();
            navigate({ page: 'tenants' });
          }}
        >
          ← {t('operator.tenant.back')}
        </a>
      </nav>
      <header className="op-page-header">
        <div>
          <h1>{tenant.name}</h1>
          <p className="op-muted">
            <span className="op-code">{tenant.code}</span> ·{' '}
            <span className="op-state" data-suspended={tenant.suspended || undefined}>
              {tenant.suspended ? t('operator.tenants.suspended') : t('operator.tenants.active')}
            </span>
          </p>
        </div>
      </header>
      <TenantSummary tenant={tenant} navigate={navigate} />
      <div className="op-columns">
        <PlanForm key={`plan-${version}`} tenant={tenant} onSaved={saved} />
        <FeatureForm key={`features-${version}`} tenant={tenant} onSaved={saved} />
      </div>
      <section className="op-card" aria-labelledby="state-heading">
        <h2 id="state-heading">{t('operator.tenant.stateSection')}</h2>
        <p className="op-muted">{t('operator.tenant.suspendLead')}</p>
        {tenant.suspended ? <p className="op-warning">{t('operator.tenant.suspendedNote')}</p> : null}
        {stateError ? (
          <p className="op-alert" role="alert">
            {failure(stateError)}
          </p>
        ) : null}
        <div className="op-actions op-actions-start">
          {tenant.suspended ? (
            <Button isPending={pending} onPress={() => void changeState('resume')}>
              {t('operator.tenant.resume')}
            </Button>
          ) : (
            <Button variant="danger" isPending={pending} onPress={() => void changeState('suspend')}>
              {t('operator.tenant.suspend')}
            </Button>
          )}
          <Button
            variant="danger"
            isDisabled={!tenant.suspended}
            aria-describedby={tenant.suspended ? undefined : 'delete-reason'}
            onPress={() => setDeleting(true)}
          >
            {t('operator.tenant.delete')}
          </Button>
          {tenant.suspended ? null : (
            <small id="delete-reason" className="op-muted">
              {t('operator.tenant.deleteDisabled')}
            </small>
          )}
        </div>
      </section>
      {deleting ? (
        <DeleteTenantDialog
          tenant={tenant}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            toast(t('operator.delete.done', { name: tenant.name }));
            navigate({ page: 'tenants' });
          }}
        />
      ) : null}
    </>
  );
}
