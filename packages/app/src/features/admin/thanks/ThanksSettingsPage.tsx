import './thanksAdmin.css';
import { useState } from 'react';
import type { ThanksSettings } from '@kizuna/api-client/contract';
import { THANKS_LIMITS } from '@kizuna/api-client/contract';
import { Button, ErrorState, Select, SelectItem, Skeleton, Switch, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { ThanksAdminNav } from './ThanksAdminNav';
import { pointLimitProblem } from './pointLimit';

type ResetDay = ThanksSettings['resetDayOfWeek'];
type CloseDate = ThanksSettings['currentCloseDate'];

function SettingsForm({
  settings,
  onSaved,
}: {
  settings: ThanksSettings;
  onSaved: (next: ThanksSettings) => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [limit, setLimit] = useState(String(settings.pointLimit));
  const [resetDay, setResetDay] = useState<ResetDay>(settings.resetDayOfWeek);
  const [closeDate, setCloseDate] = useState<CloseDate>(settings.currentCloseDate);
  const [mail, setMail] = useState(settings.notificationOn);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const problem = checked ? pointLimitProblem(limit) : null;

  const save = async () => {
    setChecked(true);
    if (pointLimitProblem(limit)) return;
    setSaving(true);
    try {
      let next = settings;
      const pointLimit = Number(limit.trim().normalize('NFKC'));
      if (pointLimit !== settings.pointLimit || resetDay !== settings.resetDayOfWeek) {
        next = await client.thanksAdmin.setPoint({ body: { pointLimit, resetDayOfWeek: resetDay } });
      }
      if (closeDate !== settings.currentCloseDate) {
        next = await client.thanksAdmin.setCloseDate({ body: { closeDate } });
      }
      if (mail !== settings.notificationOn)
        next = await client.thanksAdmin.setMail({ body: { notificationOn: mail } });
      onSaved(next);
      toast({ title: t('admin.thanks.settings.saved'), tone: 'success' });
    } catch {
      toast({ title: t('admin.thanks.settings.saveFailed'), tone: 'danger' });
    } finally {
      setSaving(false);
    }
  };

  const closeDates =
    settings.selectableCloseDate.length > 0 ? settings.selectableCloseDate : THANKS_LIMITS.closeDates;
  return (
    <form
      className="kz-thanks-admin-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t('admin.thanks.settings.pointLimit')}
        description={t('admin.thanks.settings.pointLimitHint', {
          min: THANKS_LIMITS.pointLimitMin,
          max: THANKS_LIMITS.pointLimitMax,
        })}
        inputMode="numeric"
        value={limit}
        onChange={setLimit}
        isRequired
        isInvalid={problem !== null}
        errorMessage={problem ? t(problem.key, problem.values) : undefined}
      />
      <Select
        label={t('admin.thanks.settings.resetDay')}
        description={t('admin.thanks.settings.resetDayHint')}
        selectedKey={resetDay}
        onSelectionChange={(key) => setResetDay(Number(key) as ResetDay)}
      >
        {THANKS_LIMITS.resetDaysOfWeek.map((day) => (
          <SelectItem key={day} id={day}>
            {t(`admin.thanks.settings.weekdays.${day}`)}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t('admin.thanks.settings.closeDate')}
        description={t('admin.thanks.settings.closeDateHint')}
        selectedKey={closeDate}
        onSelectionChange={(key) => setCloseDate(Number(key) as CloseDate)}
      >
        {closeDates.map((day) => (
          <SelectItem key={day} id={day}>
            {day === 0
              ? t('admin.thanks.settings.endOfMonth')
              : t('admin.thanks.settings.dayOfMonth', { day })}
          </SelectItem>
        ))}
      </Select>
      <Switch isSelected={mail} onChange={setMail}>
        {t('admin.thanks.settings.mail')}
      </Switch>
      <p className="kz-form-help">{t('admin.thanks.settings.mailHint')}</p>
      <div>
        <Button type="submit" variant="primary" isDisabled={saving}>
          {t('admin.thanks.settings.save')}
        </Button>
      </div>
    </form>
  );
}

/** `/front/admin/thanks/settings`: the weekly point limit and its reset day, the close date, e-mail. */
export function ThanksSettingsPage() {
  const { t } = useTranslation();
  const client = useClient();
  const settings = useQuery((signal) => client.thanksAdmin.settings(undefined, { signal }), 'settings');
  return (
    <Page title={t('admin.thanks.settings.title')} className="kz-thanks-admin">
      <ThanksAdminNav />
      <p className="kz-thanks-admin__context">{t('admin.thanks.settings.context')}</p>
      {settings.error != null ? (
        <ErrorState title={t('admin.thanks.loadFailed')} onRetry={settings.reload} />
      ) : !settings.data ? (
        <Skeleton lines={6} />
      ) : (
        <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} onSaved={settings.set} />
      )}
    </Page>
  );
}
