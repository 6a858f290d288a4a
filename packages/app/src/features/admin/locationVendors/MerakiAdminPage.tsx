import '../adminPage.css';
import '../adminConnection.css';
import './locationVendorsAdmin.css';
import { useState } from 'react';
import type { MerakiSettings } from '@kizuna/api-client/contract';
import { MerakiSettingsBodySchema } from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';
import { Button, ErrorState, Skeleton, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../api/apiErrors';
import { useClient } from '../../../api/ClientContext';
import { CopyButton } from '../../../shared/CopyButton';
import { formatDisplayDate } from '../../../shared/formatDisplayDate';
import { Page } from '../../../shared/Page';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { fieldProblems, type FieldProblem } from './fieldProblems';
import { FloorMappings } from './FloorMappings';

function ReceiverSection({ settings }: { settings: MerakiSettings }) {
  const { t } = useTranslation();
  return (
    <section className="kz-admin-connection__section" aria-labelledby="kz-meraki-receiver">
      <h2 id="kz-meraki-receiver">{t('vendorsAdmin.meraki.receiverHeading')}</h2>
      {settings.receiverUrl === null ? (
        <p className="kz-form-help">{t('vendorsAdmin.meraki.receiverLater')}</p>
      ) : (
        <>
          <div className="kz-admin-connection__copyable kz-admin-connection__copyable--stacked">
            <TextField
              label={t('vendorsAdmin.meraki.receiverUrl')}
              description={t('vendorsAdmin.meraki.receiverUrlHint')}
              value={settings.receiverUrl}
              isReadOnly
              multiline
              rows={2}
              className="kz-admin-connection__value"
            />
            <CopyButton text={settings.receiverUrl} label={t('vendorsAdmin.meraki.copyReceiverUrl')} />
          </div>
          <p className="kz-vendors-admin__status">
            {settings.lastReceivedAt
              ? t('vendorsAdmin.meraki.lastReceived', {
                  at: formatDisplayDate(settings.lastReceivedAt, 'dateTime'),
                })
              : t('vendorsAdmin.meraki.neverReceived')}
          </p>
        </>
      )}
    </section>
  );
}

/**
 * The validator and the shared secret as the Meraki dashboard shows them. The secret is
 * write-only: the field starts empty, and once one is set, leaving it empty keeps it.
 */
function MerakiSettingsForm({
  settings,
  onSaved,
}: {
  settings: MerakiSettings;
  onSaved: (next: MerakiSettings) => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [validator, setValidator] = useState(settings.validator ?? '');
  const [secret, setSecret] = useState('');
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [saving, setSaving] = useState(false);
  const problemText = (field: string) => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.values) : undefined;
  };

  const save = async () => {
    const body = { validator, secret: secret === '' ? null : secret };
    const own = fieldProblems(checkBody(MerakiSettingsBodySchema, body));
    if (!settings.secretSet && body.secret === null) own.secret = { key: 'validation.required' };
    setProblems(own);
    if (Object.keys(own).length > 0) return;
    setSaving(true);
    try {
      const next = await client.locationVendorAdmin.saveMerakiSettings({ body });
      setSecret('');
      onSaved(next);
      toast({ title: t('vendorsAdmin.saved'), tone: 'success' });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors.length > 0) setProblems(fieldProblems(fieldErrors));
      else toast({ title: t('vendorsAdmin.saveFailed'), tone: 'danger' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="kz-admin-connection__section" aria-labelledby="kz-meraki-settings">
      <h2 id="kz-meraki-settings">{t('vendorsAdmin.meraki.settingsHeading')}</h2>
      <form
        className="kz-vendors-admin__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label={t('vendorsAdmin.meraki.validator')}
          description={t('vendorsAdmin.meraki.validatorHint')}
          value={validator}
          onChange={(text) => {
            setValidator(text);
            setProblems(({ validator: _, ...rest }) => rest);
          }}
          isRequired
          autoComplete="off"
          isInvalid={problems.validator !== undefined}
          errorMessage={problemText('validator')}
        />
        <TextField
          label={t('vendorsAdmin.meraki.secret')}
          description={
            settings.secretSet ? t('vendorsAdmin.meraki.secretSetHint') : t('vendorsAdmin.meraki.secretHint')
          }
          type="password"
          autoComplete="new-password"
          value={secret}
          onChange={(text) => {
            setSecret(text);
            setProblems(({ secret: _, ...rest }) => rest);
          }}
          isRequired={!settings.secretSet}
          isInvalid={problems.secret !== undefined}
          errorMessage={problemText('secret')}
        />
        <p className="kz-vendors-admin__status">
          {settings.secretSet ? t('vendorsAdmin.meraki.secretIsSet') : t('vendorsAdmin.meraki.secretNotSet')}
        </p>
        <div>
          <Button type="submit" variant="primary" isDisabled={saving}>
            {t('vendorsAdmin.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * `/front/admin/meraki`: the Scanning API v3 receiver to paste into the Meraki dashboard, its
 * validator and shared secret, and which Meraki floor plan is which Kizuna floor.
 */
export function MerakiAdminPage() {
  const { t } = useTranslation();
  const client = useClient();
  const settings = useQuery(
    (signal) => client.locationVendorAdmin.merakiSettings(undefined, { signal }),
    'merakiSettings',
  );
  return (
    <Page title={t('menu.admin.MERAKI')} className="kz-vendors-admin">
      <p className="kz-admin-connection__context">{t('vendorsAdmin.meraki.context')}</p>
      {settings.error != null ? (
        <ErrorState title={t('vendorsAdmin.loadFailed')} onRetry={settings.reload} />
      ) : !settings.data ? (
        <Skeleton lines={6} />
      ) : (
        <>
          <MerakiSettingsForm settings={settings.data} onSaved={settings.set} />
          <ReceiverSection settings={settings.data} />
        </>
      )}
      <FloorMappings source="meraki" />
    </Page>
  );
}
