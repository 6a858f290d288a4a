import './digitalCard.css';
import type { AddressParts, ContactInfo } from '@kizuna/api-client/contract';
import { KizunaHttpError } from '@kizuna/api-client';
import { Button, Checkbox, ErrorState, TextField } from '@kizuna/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../api/ClientContext';
import { downloadFile } from '../../shared/downloadFile';

type TextItem = 'divisionName' | 'orgName' | 'orgUrl';

function errorKeyOf(error: unknown): string {
  const key =
    error instanceof KizunaHttpError
      ? (error.data as { fieldErrors?: { key: string }[] } | undefined)?.fieldErrors?.[0]?.key
      : undefined;
  return key === 'url' ? 'url' : key === 'required' ? 'required' : 'saveFailed';
}

function CustomTextForm({ item, info, onSaved }: { item: TextItem; info: ContactInfo; onSaved: () => void }) {
  const { t } = useTranslation();
  const client = useClient();
  const current = info[item];
  const [useCustom, setUseCustom] = useState(current.useCustom);
  const [custom, setCustom] = useState(current.custom);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSaved(false);
    const body = { useCustom, custom };
    try {
      if (item === 'divisionName') await client.digitalCard.saveDivisionName({ body });
      else if (item === 'orgName') await client.digitalCard.saveOrgName({ body });
      else await client.digitalCard.saveOrgUrl({ body });
      setSaved(true);
      onSaved();
    } catch (cause) {
      setError(t(`digitalCard.errors.${errorKeyOf(cause)}`));
    }
  }

  return (
    <form
      className="kz-card-custom"
      onSubmit={(event) => void submit(event)}
      aria-label={t(`digitalCard.items.${item}`)}
    >
      <p className="kz-card-custom__default">
        {t('digitalCard.default', { value: current.default || t('digitalCard.none') })}
      </p>
      <Checkbox isSelected={useCustom} onChange={setUseCustom}>
        {t('digitalCard.useCustom')}
      </Checkbox>
      <TextField
        label={t(`digitalCard.items.${item}`)}
        value={custom}
        onChange={(value) => {
          setCustom(value);
          setError(null);
        }}
        // The server checks the value; a native invalid state would block the next submit.
        validationBehavior="aria"
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
      />
      <Button type="submit" size="small">
        {t('digitalCard.save')}
      </Button>
      {saved && <span role="status">{t('digitalCard.saved')}</span>}
    </form>
  );
}

function CustomAddressForm({ info, onSaved }: { info: ContactInfo; onSaved: () => void }) {
  const { t } = useTranslation();
  const client = useClient();
  const [useCustom, setUseCustom] = useState(info.address.useCustom);
  const [custom, setCustom] = useState<AddressParts>(info.address.custom);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const defaults = info.address.default;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSaved(false);
    try {
      await client.digitalCard.saveAddress({ body: { useCustom, custom } });
      setSaved(true);
      onSaved();
    } catch (cause) {
      setError(
        t(`digitalCard.errors.${errorKeyOf(cause) === 'required' ? 'addressRequired' : 'saveFailed'}`),
      );
    }
  }

  return (
    <form
      className="kz-card-custom"
      onSubmit={(event) => void submit(event)}
      aria-label={t('digitalCard.items.address')}
    >
      <p className="kz-card-custom__default">
        {t('digitalCard.default', {
          value:
            [defaults.zipcode, defaults.address1, defaults.address2].filter(Boolean).join(' ') ||
            t('digitalCard.none'),
        })}
      </p>
      <Checkbox isSelected={useCustom} onChange={setUseCustom}>
        {t('digitalCard.useCustom')}
      </Checkbox>
      {(['zipcode', 'address1', 'address2'] as const).map((part) => (
        <TextField
          key={part}
          label={t(`digitalCard.address.${part}`)}
          value={custom[part]}
          onChange={(value) => setCustom({ ...custom, [part]: value })}
        />
      ))}
      {error && (
        <p role="alert" className="kz-card-custom__error">
          {error}
        </p>
      )}
      <Button type="submit" size="small">
        {t('digitalCard.save')}
      </Button>
      {saved && <span role="status">{t('digitalCard.saved')}</span>}
    </form>
  );
}

/**
 * The digital business card of my profile: the card as others receive it, its QR code for a
 * phone to scan, the vCard download, and the user's own values for the four customisable items.
 */
export function DigitalCardSection() {
  const { t } = useTranslation();
  const client = useClient();
  const [info, setInfo] = useState<ContactInfo | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    Promise.all([
      client.digitalCard.contactInfo(undefined, { signal: controller.signal }),
      client.digitalCard.qrcode(undefined, { signal: controller.signal }),
    ]).then(
      ([card, code]) => {
        setInfo(card);
        setQr(code.dataUrl);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [client, round]);

  const reload = () => setRound((n) => n + 1);
  const shown = <T,>(item: { default: T; custom: T; useCustom: boolean }) =>
    item.useCustom ? item.custom : item.default;

  return (
    <section className="kz-digital-card" aria-labelledby="kz-digital-card-title">
      <h2 id="kz-digital-card-title">{t('digitalCard.title')}</h2>
      {failed ? (
        <ErrorState title={t('digitalCard.loadFailed')} onRetry={reload} />
      ) : !info ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <>
          <div className="kz-digital-card__body">
            <dl className="kz-digital-card__fields">
              <dt>{t('digitalCard.fields.name')}</dt>
              <dd>
                {info.fullname}
                {info.fullnameKana && <span className="kz-digital-card__kana">（{info.fullnameKana}）</span>}
              </dd>
              <dt>{t('digitalCard.items.orgName')}</dt>
              <dd>{shown(info.orgName)}</dd>
              <dt>{t('digitalCard.items.divisionName')}</dt>
              <dd>{shown(info.divisionName)}</dd>
              <dt>{t('digitalCard.fields.position')}</dt>
              <dd>{info.position}</dd>
              <dt>{t('digitalCard.fields.tellWork')}</dt>
              <dd>{info.tellWork}</dd>
              <dt>{t('digitalCard.fields.tellCell')}</dt>
              <dd>{info.tellCell}</dd>
              <dt>{t('digitalCard.fields.emailWork')}</dt>
              <dd>{info.emailWork}</dd>
              <dt>{t('digitalCard.items.address')}</dt>
              <dd>{Object.values(shown(info.address)).filter(Boolean).join(' ')}</dd>
              <dt>{t('digitalCard.items.orgUrl')}</dt>
              <dd>{shown(info.orgUrl)}</dd>
            </dl>
            {qr && (
              <img
                className="kz-digital-card__qr"
                src={qr}
                alt={t('digitalCard.qrAlt')}
                width={200}
                height={200}
              />
            )}
          </div>
          <Button onPress={() => void client.digitalCard.vcard().then(downloadFile, () => setFailed(true))}>
            {t('digitalCard.download')}
          </Button>
          <h3>{t('digitalCard.customTitle')}</h3>
          <div className="kz-digital-card__custom" key={round}>
            <CustomTextForm item="orgName" info={info} onSaved={reload} />
            <CustomTextForm item="divisionName" info={info} onSaved={reload} />
            <CustomTextForm item="orgUrl" info={info} onSaved={reload} />
            <CustomAddressForm info={info} onSaved={reload} />
          </div>
        </>
      )}
    </section>
  );
}
