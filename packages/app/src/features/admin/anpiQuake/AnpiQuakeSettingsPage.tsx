import '../anpi/anpiAdmin.css';
import './anpiQuake.css';
import { useState } from 'react';
import {
  ANPI_QUAKE_THRESHOLDS,
  JAPAN_PREFECTURE_CODES,
  type AnpiQuakeSettings,
  type AnpiQuakeThreshold,
} from '@kizuna/api-client/contract';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  ErrorState,
  Select,
  SelectItem,
  Skeleton,
  Switch,
} from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../../api/ClientContext';
import { formatDisplayDate } from '../../../shared/formatDisplayDate';
import { Page } from '../../../shared/Page';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { AnpiAdminNav } from '../anpi/AnpiAdminNav';

function SettingsForm({
  settings,
  onSaved,
}: {
  settings: AnpiQuakeSettings;
  onSaved: (next: AnpiQuakeSettings) => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [threshold, setThreshold] = useState<AnpiQuakeThreshold>(settings.threshold);
  const [prefectures, setPrefectures] = useState<string[]>(settings.prefectures);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      onSaved(await client.anpiQuakeAdmin.saveSettings({ body: { enabled, threshold, prefectures } }));
      toast({ title: t('anpiQuake.saved'), tone: 'success' });
    } catch {
      toast({ title: t('anpiQuake.saveFailed'), tone: 'danger' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="kz-anpi-quake-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Switch isSelected={enabled} onChange={setEnabled}>
        {t('anpiQuake.enabled')}
      </Switch>
      <p className="kz-form-help">{t('anpiQuake.enabledHint')}</p>
      <Select
        label={t('anpiQuake.threshold')}
        description={t('anpiQuake.thresholdHint')}
        selectedKey={threshold}
        onSelectionChange={(key) => setThreshold(key as AnpiQuakeThreshold)}
      >
        {ANPI_QUAKE_THRESHOLDS.map((value) => (
          <SelectItem key={value} id={value}>
            {t(`anpiQuake.intensities.${value}`)}
          </SelectItem>
        ))}
      </Select>
      <CheckboxGroup
        label={t('anpiQuake.prefectures')}
        description={
          prefectures.length === 0 ? t('anpiQuake.prefecturesAll') : t('anpiQuake.prefecturesHint')
        }
        value={prefectures}
        onChange={setPrefectures}
      >
        <div className="kz-anpi-quake-prefectures">
          {JAPAN_PREFECTURE_CODES.map((code) => (
            <Checkbox key={code} value={code}>
              {t(`anpiQuake.prefectureNames.${code}`)}
            </Checkbox>
          ))}
        </div>
      </CheckboxGroup>
      <div>
        <Button type="submit" variant="primary" isDisabled={saving}>
          {t('anpiQuake.save')}
        </Button>
      </div>
    </form>
  );
}

function RecentStarts({ settings }: { settings: AnpiQuakeSettings }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="kz-anpi-quake-recent">
      <h2 id="kz-anpi-quake-recent" className="kz-anpi-quake__heading">
        {t('anpiQuake.recent')}
      </h2>
      <p className="kz-form-help">{t('anpiQuake.feed', { feed: settings.feed })}</p>
      {settings.events.length === 0 ? (
        <p>{t('anpiQuake.noEvents')}</p>
      ) : (
        <ul className="kz-anpi-quake-events">
          {settings.events.map((event) => (
            <li key={event.eventId}>
              {t('anpiQuake.event', {
                time: formatDisplayDate(event.startedAt, 'dateTime', 'Asia/Tokyo'),
                intensity: t(`anpiQuake.intensities.${event.maxIntensity}`),
                place: event.hypocenter ?? t('anpiQuake.unknownPlace'),
                prefectures: event.prefectures
                  .map((code) => t(`anpiQuake.prefectureNames.${code}`))
                  .join(t('anpiQuake.listSeparator')),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * `/front/admin/anpi/quake`: whether a real safety check for the whole company starts by itself
 * when the Japan Meteorological Agency reports strong shaking in the chosen prefectures.
 */
export function AnpiQuakeSettingsPage() {
  const { t } = useTranslation();
  const client = useClient();
  const settings = useQuery((signal) => client.anpiQuakeAdmin.settings(undefined, { signal }), 'settings');
  return (
    <Page title={t('anpiQuake.title')} className="kz-anpi-quake">
      <AnpiAdminNav />
      <p className="kz-anpi-quake__context">{t('anpiQuake.context')}</p>
      {settings.error != null ? (
        <ErrorState title={t('anpiQuake.loadFailed')} onRetry={settings.reload} />
      ) : !settings.data ? (
        <Skeleton lines={6} />
      ) : (
        <>
          <SettingsForm
            key={JSON.stringify([settings.data.enabled, settings.data.threshold, settings.data.prefectures])}
            settings={settings.data}
            onSaved={settings.set}
          />
          <RecentStarts settings={settings.data} />
        </>
      )}
    </Page>
  );
}
