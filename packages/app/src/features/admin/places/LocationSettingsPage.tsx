import '../adminPage.css';
import './placesAdmin.css';
import { useState } from 'react';
import type { LocationSettings, LocationSettingsBody } from '@kizuna/api-client/contract';
import { LocationSettingsBodySchema } from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';
import { Button, Checkbox, CheckboxGroup, ErrorState, Skeleton, Switch, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { PlacesAdminNav } from './PlacesAdminNav';
import { parseNumber, problemsOf, type Problems } from './placeForm';
import { refusalOf } from './useFloorActions';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

interface SettingsValues {
  shownByDefault: boolean;
  start: string;
  end: string;
  days: string[];
  recentMinutes: string;
  timeZone: string;
}

function valuesOf(settings: LocationSettings): SettingsValues {
  return {
    shownByDefault: settings.shownByDefault,
    start: settings.workingHours.start,
    end: settings.workingHours.end,
    days: settings.workingHours.days.map(String),
    recentMinutes: String(settings.recentMinutes),
    timeZone: settings.timeZone,
  };
}

function bodyOf(values: SettingsValues): LocationSettingsBody {
  return {
    shownByDefault: values.shownByDefault,
    workingHours: {
      start: values.start.trim(),
      end: values.end.trim(),
      days: values.days.map(Number).sort((a, b) => a - b),
    },
    recentMinutes: parseNumber(values.recentMinutes),
    timeZone: values.timeZone.trim(),
  };
}

const SPECIAL = {
  'body.timeZone': 'placesAdmin.settings.timeZoneInvalid',
  'body.workingHours.start': 'validation.pattern',
  'body.workingHours.end': 'validation.pattern',
};

function SettingsForm({
  settings,
  onSaved,
}: {
  settings: LocationSettings;
  onSaved: (s: LocationSettings) => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [values, setValues] = useState(() => valuesOf(settings));
  const [problems, setProblems] = useState<Problems>({});
  const [saving, setSaving] = useState(false);
  const change = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) =>
    setValues((now) => ({ ...now, [key]: value }));
  const message = (path: string) => {
    const problem = problems[path];
    return problem ? t(problem.key, problem.values) : undefined;
  };

  const submit = async () => {
    const body = bodyOf(values);
    const local = checkBody(LocationSettingsBodySchema, body);
    if (local.length > 0) {
      setProblems(problemsOf(local, SPECIAL));
      return;
    }
    setProblems({});
    setSaving(true);
    try {
      const saved = await client.placesAdmin.saveSettings({ body });
      onSaved(saved);
      setValues(valuesOf(saved));
      toast({ title: t('placesAdmin.settings.saved'), tone: 'success' });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === 'failed') toast({ title: t('placesAdmin.saveFailed'), tone: 'danger' });
      else setProblems(problemsOf(refusal, SPECIAL));
    } finally {
      setSaving(false);
    }
  };

  const text = (key: 'start' | 'end' | 'recentMinutes' | 'timeZone', path: string, description?: string) => (
    <TextField
      label={t(`placesAdmin.settings.${key}`)}
      value={values[key]}
      onChange={(value) => change(key, value)}
      isRequired={key !== 'timeZone'}
      inputMode={key === 'recentMinutes' ? 'numeric' : undefined}
      description={description}
      isInvalid={message(path) !== undefined}
      errorMessage={message(path)}
    />
  );

  return (
    <form
      noValidate
      className="kz-places-settings"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div>
        <Switch isSelected={values.shownByDefault} onChange={(on) => change('shownByDefault', on)}>
          {t('placesAdmin.settings.shownByDefault')}
        </Switch>
        <p className="kz-form-help">{t('placesAdmin.settings.shownByDefaultHint')}</p>
      </div>
      <fieldset className="kz-fieldset">
        <legend>{t('placesAdmin.settings.workingHours')}</legend>
        <p className="kz-form-help">{t('placesAdmin.settings.workingHoursHint')}</p>
        <div className="kz-places-admin__pair">
          {text('start', 'body.workingHours.start', t('placesAdmin.settings.timeFormat'))}
          {text('end', 'body.workingHours.end', t('placesAdmin.settings.timeFormat'))}
        </div>
        <CheckboxGroup
          label={t('placesAdmin.settings.days')}
          value={values.days}
          onChange={(days) => change('days', days)}
          isInvalid={message('body.workingHours.days') !== undefined}
          errorMessage={message('body.workingHours.days')}
        >
          <div className="kz-places-settings__days">
            {DAYS.map((day) => (
              <Checkbox key={day} value={String(day)}>
                {t(`placesAdmin.settings.weekdays.${day}`)}
              </Checkbox>
            ))}
          </div>
        </CheckboxGroup>
        {text('timeZone', 'body.timeZone', t('placesAdmin.settings.timeZoneHint'))}
      </fieldset>
      {text('recentMinutes', 'body.recentMinutes', t('placesAdmin.settings.recentMinutesHint'))}
      <div className="kz-places-admin__buttons">
        <Button type="submit" variant="primary" isDisabled={saving}>
          {t('placesAdmin.save')}
        </Button>
      </div>
    </form>
  );
}

/** `/front/admin/ibasho/settings`: the tenant's location privacy: who is shown, when, for how long. */
export function LocationSettingsPage() {
  const { t } = useTranslation();
  const client = useClient();
  const settings = useQuery(
    (signal) => client.placesAdmin.settings(undefined, { signal }),
    'locationSettings',
  );
  return (
    <Page title={t('placesAdmin.settings.title')} className="kz-places-admin">
      <PlacesAdminNav />
      <p className="kz-admin-page__context">{t('placesAdmin.settings.context')}</p>
      {settings.error != null ? (
        <ErrorState title={t('placesAdmin.settings.loadFailed')} onRetry={settings.reload} />
      ) : !settings.data ? (
        <Skeleton lines={6} />
      ) : (
        <SettingsForm settings={settings.data} onSaved={settings.set} />
      )}
    </Page>
  );
}
