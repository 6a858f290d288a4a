import { errorCodeOf } from '@kizuna/api-client';
import {
  BLE_ID_PATTERN,
  MAC_ADDRESS_PATTERN,
  PLACE_LIMITS,
  type MyLocation,
} from '@kizuna/api-client/contract';
import { Button, Radio, RadioGroup, TextField } from '@kizuna/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/apiErrors';
import { useClient } from '../../api/ClientContext';
import { usePageTitle } from '../../i18n/usePageTitle';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { Page } from '../../shared/Page';
import { useQuery } from '../../shared/useQuery';

type DeviceField = 'pcMacAddress' | 'mobileMacAddress' | 'bleId' | 'exBeaconTagId';
const DEVICE_FIELDS: readonly DeviceField[] = ['pcMacAddress', 'mobileMacAddress', 'bleId', 'exBeaconTagId'];
type Devices = Record<DeviceField, string>;

/** 001 §5: a MAC address is six hex pairs with colons, a BLE id up to 64 letters, digits or colons. */
export function deviceProblem(field: DeviceField, value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const pattern =
    field === 'pcMacAddress' || field === 'mobileMacAddress' ? MAC_ADDRESS_PATTERN : BLE_ID_PATTERN;
  if (field !== 'pcMacAddress' && field !== 'mobileMacAddress' && text.length > PLACE_LIMITS.bleIdMax)
    return 'validation.lengthMax';
  return pattern.test(text) ? null : 'validation.pattern';
}

type Visibility = 'DEFAULT' | 'SHOWN' | 'HIDDEN';

function visibilityOf(location: MyLocation): Visibility {
  if (location.shownOnMaps === null) return 'DEFAULT';
  return location.shownOnMaps ? 'SHOWN' : 'HIDDEN';
}

function devicesOf(location: MyLocation): Devices {
  return {
    pcMacAddress: location.devices.pcMacAddress ?? '',
    mobileMacAddress: location.devices.mobileMacAddress ?? '',
    bleId: location.devices.bleId ?? '',
    exBeaconTagId: location.devices.exBeaconTagId ?? '',
  };
}

/** What colleagues see of the person now, in words. */
function ShownNow({ location }: { location: MyLocation }) {
  const { t } = useTranslation();
  const shown = location.shown;
  if (shown.state !== 'SHOWN') return <p>{t(`places.my.shown.${shown.state}`)}</p>;
  return (
    <p>
      {t('places.my.shown.SHOWN', {
        floor: shown.areaName ? `${shown.floorName} · ${shown.areaName}` : shown.floorName,
        time: formatDisplayDate(shown.seenAt, 'time'),
      })}
    </p>
  );
}

function DevicesForm({ location, onSaved }: { location: MyLocation; onSaved: (next: MyLocation) => void }) {
  const { t } = useTranslation();
  const client = useClient();
  const [devices, setDevices] = useState<Devices>(() => devicesOf(location));
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<DeviceField, string>>>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'taken' | 'failed'>('idle');

  const problemOf = (field: DeviceField) =>
    serverErrors[field] ?? (checked ? deviceProblem(field, devices[field]) : null);

  async function save() {
    setChecked(true);
    setServerErrors({});
    if (DEVICE_FIELDS.some((field) => deviceProblem(field, devices[field]) !== null)) return;
    setStatus('saving');
    try {
      const next = await client.myLocation.saveDevices({ body: devices });
      setDevices(devicesOf(next));
      onSaved(next);
      setStatus('saved');
    } catch (error) {
      const fields: Partial<Record<DeviceField, string>> = {};
      for (const fieldError of fieldErrorsOf(error)) {
        const field = fieldError.path.replace(/^body\./, '') as DeviceField;
        if (DEVICE_FIELDS.includes(field)) fields[field] = 'validation.pattern';
      }
      setServerErrors(fields);
      setStatus(errorCodeOf(error) === 'DEVICE_ALREADY_REGISTERED' ? 'taken' : 'failed');
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {DEVICE_FIELDS.map((field) => {
        const problem = problemOf(field);
        return (
          <TextField
            key={field}
            label={t(`places.my.devices.${field}`)}
            description={t(
              field === 'pcMacAddress' || field === 'mobileMacAddress'
                ? 'places.my.devices.macHint'
                : 'places.my.devices.bleHint',
              { max: PLACE_LIMITS.bleIdMax },
            )}
            value={devices[field]}
            onChange={(value) => setDevices((before) => ({ ...before, [field]: value }))}
            isInvalid={problem !== null}
            errorMessage={problem ? t(problem, { max: PLACE_LIMITS.bleIdMax }) : undefined}
            autoComplete="off"
            spellCheck="false"
          />
        );
      })}
      <div className="kz-page__actions">
        <Button type="submit" variant="primary" isPending={status === 'saving'}>
          {t('places.my.devices.save')}
        </Button>
      </div>
      {status === 'saved' && <p role="status">{t('places.my.devices.saved')}</p>}
      {status === 'taken' && <p role="alert">{t('places.my.devices.taken')}</p>}
      {status === 'failed' && <p role="alert">{t('places.my.failed')}</p>}
    </form>
  );
}

/**
 * `/front/settings/location`: the person's own devices, whether they are shown on maps, and what
 * Kizuna shows of them now. Only the latest position is kept; nobody can see where they have been.
 */
export function MyLocationPage() {
  const { t } = useTranslation();
  usePageTitle('places.my.title');
  const client = useClient();
  const query = useQuery(() => client.myLocation.get(), 'myLocation');
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const location = query.data;

  async function choose(value: Visibility) {
    setSaving(true);
    setFailed(false);
    try {
      const shownOnMaps = value === 'DEFAULT' ? null : value === 'SHOWN';
      query.set(await client.myLocation.saveVisibility({ body: { shownOnMaps } }));
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Page title={t('places.my.title')}>
      <p>{t('places.my.description')}</p>
      {query.isLoading && !location && <p role="status">{t('common.loading')}</p>}
      {query.error !== null && !location && <p role="alert">{t('places.my.loadFailed')}</p>}
      {location && (
        <>
          <section aria-labelledby="kz-my-location-now">
            <h2 id="kz-my-location-now">{t('places.my.nowHeading')}</h2>
            <ShownNow location={location} />
            <p>{t('places.my.noHistory')}</p>
          </section>
          <section aria-labelledby="kz-my-location-choice">
            <h2 id="kz-my-location-choice">{t('places.my.choiceHeading')}</h2>
            <RadioGroup
              label={t('places.my.choiceLabel')}
              value={visibilityOf(location)}
              onChange={(value) => void choose(value as Visibility)}
              isDisabled={saving}
            >
              <Radio value="DEFAULT">
                {t(
                  location.shownByDefault
                    ? 'places.my.choice.defaultShown'
                    : 'places.my.choice.defaultHidden',
                )}
              </Radio>
              <Radio value="SHOWN">{t('places.my.choice.shown')}</Radio>
              <Radio value="HIDDEN">{t('places.my.choice.hidden')}</Radio>
            </RadioGroup>
            {failed && <p role="alert">{t('places.my.failed')}</p>}
          </section>
          <section aria-labelledby="kz-my-location-devices">
            <h2 id="kz-my-location-devices">{t('places.my.devices.heading')}</h2>
            <p>{t('places.my.devices.description')}</p>
            <DevicesForm location={location} onSaved={query.set} />
          </section>
        </>
      )}
    </Page>
  );
}
