import './businessCards.css';
import { useEffect, useId, useRef, useState } from 'react';
import { errorCodeOf } from '@kizuna/api-client';
import {
  contract,
  LIMITS,
  type BizcardProposalField,
  type BizcardProposalItem,
  type CropBizcardBody,
  type ExternalContactDetail,
  type FolderTypeParam,
  type OcrReading,
} from '@kizuna/api-client/contract';
import { Button, VisuallyHidden } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, megapixelsOf } from '../../api/apiErrors';
import { useClient, useSilentClient } from '../../api/ClientContext';
import { BizcardCropper } from './BizcardCropper';

/** How often the detail is asked while a card is being read. */
export const OCR_POLL_MS = 1500;

type CardState = Pick<
  ExternalContactDetail,
  | 'hasBizcard'
  | 'bizcardUpdatedAt'
  | 'ocrStatus'
  | 'ocrResult'
  | 'ocrCanSend'
  | 'ocrAvailable'
  | 'ocrStatusUpdatedAt'
  | 'editable'
>;

export interface BusinessCardPanelProps {
  folderType: FolderTypeParam;
  detail: ExternalContactDetail;
  /** The contact's values now (the form's on the edit page), to show next to what was read. */
  currentValues: Partial<Record<BizcardProposalField, string>>;
  /** Takes proposed values: the edit page puts them in the form, the detail page saves them. */
  onApply: (items: BizcardProposalItem[]) => Promise<void>;
  /** What Apply does, said after it: "put in the form" or "saved". */
  applyMode: 'form' | 'save';
}

function stateOf(detail: ExternalContactDetail): CardState {
  return {
    hasBizcard: detail.hasBizcard,
    bizcardUpdatedAt: detail.bizcardUpdatedAt,
    ocrStatus: detail.ocrStatus,
    ocrResult: detail.ocrResult,
    ocrCanSend: detail.ocrCanSend,
    ocrAvailable: detail.ocrAvailable,
    ocrStatusUpdatedAt: detail.ocrStatusUpdatedAt,
    editable: detail.editable,
  };
}

/**
 * "Business card" of an external contact: the card image (upload from a file or a phone's
 * camera, then crop), reading it with OCR with progress while the server reads, and what was read
 * next to the current values, to apply field by field or all at once. Nothing read is saved
 * unless the user applies it.
 */
export function BusinessCardPanel({
  folderType,
  detail,
  currentValues,
  onApply,
  applyMode,
}: BusinessCardPanelProps) {
  const { t } = useTranslation();
  const client = useClient();
  const silentClient = useSilentClient();
  const headingId = useId();
  const contactId = detail.contactId;
  const [card, setCard] = useState<CardState>(() => stateOf(detail));
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [cropping, setCropping] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [reading, setReading] = useState<OcrReading | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const sending = card.ocrStatus === 'SENDING';
  const imageSrc = `/front/bizcardImage/${contactId}?v=${encodeURIComponent(card.bizcardUpdatedAt ?? '')}`;

  // While the server reads the card, the detail is asked until it says the reading ended.
  useEffect(() => {
    if (!sending) return;
    let stopped = false;
    const timer = setInterval(() => {
      silentClient.externalContacts.detail({ params: { folderType, contactId } }).then(
        (next) => {
          if (stopped || next.ocrStatus === 'SENDING') return;
          setCard(stateOf(next));
          setStatus(
            next.ocrResult === 'SUCCESS' ? t('businessCards.ocr.succeeded') : t('businessCards.ocr.failed'),
          );
        },
        () => undefined,
      );
    }, OCR_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [sending, silentClient, folderType, contactId, t]);

  // The last reading (its proposal or its reason for failing), whenever a reading has ended.
  useEffect(() => {
    if (sending || card.ocrResult === null) {
      setReading(null);
      return;
    }
    const controller = new AbortController();
    silentClient.businessCards
      .reading({ params: { contactId } }, { signal: controller.signal })
      .then(setReading, () => undefined);
    return () => controller.abort();
  }, [sending, card.ocrResult, card.ocrStatusUpdatedAt, silentClient, contactId]);

  function afterImageChange(updatedAt: string, width: number, height: number) {
    setCard((current) => ({
      ...current,
      hasBizcard: true,
      bizcardUpdatedAt: updatedAt,
      ocrResult: null,
      ocrCanSend: current.ocrAvailable && current.editable,
    }));
    setSize({ width, height });
    setReading(null);
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    setStatus('');
    const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
    if (file.size > LIMITS.multipartMaxFileSize) {
      setError(t('businessCards.upload.fileSize', { max: LIMITS.multipartMaxFileSize / 1024 / 1024 }));
      return;
    }
    if (!(LIMITS.imageExtensions as readonly string[]).includes(extension)) {
      setError(t('businessCards.upload.imageType'));
      return;
    }
    setError('');
    setBusy(true);
    try {
      const saved = await client.businessCards.upload({ params: { contactId }, body: { file } });
      afterImageChange(saved.updatedAt, saved.width, saved.height);
      setCropping(true);
      setStatus(t('businessCards.upload.saved'));
    } catch (cause) {
      const fieldError = fieldErrorsOf(cause)[0];
      const key = fieldError?.key;
      setError(
        errorCodeOf(cause, contract.businessCards.upload) === 'OCR_ALREADY_SENDING'
          ? t('businessCards.ocr.alreadySending')
          : key === 'maxFileSize'
            ? t('businessCards.upload.fileSize', { max: LIMITS.multipartMaxFileSize / 1024 / 1024 })
            : key === 'imagePixels'
              ? t('businessCards.upload.imagePixels', { megapixels: megapixelsOf(fieldError?.values?.max) })
              : key
                ? t('businessCards.upload.imageType')
                : t('businessCards.upload.failed'),
      );
    } finally {
      setBusy(false);
    }
  }

  async function crop(area: CropBizcardBody) {
    setBusy(true);
    setError('');
    try {
      const saved = await client.businessCards.crop({ params: { contactId }, body: area });
      afterImageChange(saved.updatedAt, saved.width, saved.height);
      setCropping(false);
      setStatus(t('businessCards.crop.saved'));
    } catch (cause) {
      setError(
        fieldErrorsOf(cause).length > 0 ? t('businessCards.crop.outside') : t('businessCards.crop.failed'),
      );
    } finally {
      setBusy(false);
    }
  }

  async function send() {
    setBusy(true);
    setError('');
    setStatus('');
    try {
      const state = await client.businessCards.send({
        body: { contactId, contactFolderType: folderType === 'common' ? 'COMMON' : 'PERSONAL' },
      });
      setCard((current) => ({
        ...current,
        ocrStatus: state.ocrStatus,
        ocrStatusUpdatedAt: state.ocrStatusUpdatedAt,
        ocrCanSend: false,
      }));
    } catch (cause) {
      const code = errorCodeOf(cause, contract.businessCards.send);
      setError(
        code === 'OCR_ALREADY_SENDING'
          ? t('businessCards.ocr.alreadySending')
          : code === 'OCR_UNAVAILABLE'
            ? t('businessCards.ocr.unavailable')
            : t('businessCards.ocr.sendFailed'),
      );
    } finally {
      setBusy(false);
    }
  }

  async function apply(items: BizcardProposalItem[]) {
    setError('');
    setBusy(true);
    try {
      await onApply(items);
      setStatus(
        t(applyMode === 'form' ? 'businessCards.proposal.appliedToForm' : 'businessCards.proposal.saved', {
          count: items.length,
        }),
      );
    } catch {
      setError(t('businessCards.proposal.applyFailed'));
    } finally {
      setBusy(false);
    }
  }

  const pending = (reading?.proposal ?? []).filter(
    (item) => (currentValues[item.field] ?? '') !== item.value,
  );
  const alt = t('businessCards.image.alt', { fullname: detail.fullname });

  return (
    <section className="kz-ext-detail__section kz-bizcard" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('businessCards.title')}</h2>
      {card.hasBizcard && !cropping && (
        <img
          className="kz-bizcard__image"
          src={imageSrc}
          alt={alt}
          onLoad={(event) => {
            const image = event.currentTarget;
            setSize({ width: image.naturalWidth, height: image.naturalHeight });
          }}
        />
      )}
      {!card.hasBizcard && <p className="kz-form-help">{t('businessCards.image.none')}</p>}
      {cropping && size && (
        <BizcardCropper
          key={card.bizcardUpdatedAt}
          src={imageSrc}
          alt={alt}
          width={size.width}
          height={size.height}
          isSaving={busy}
          onCrop={(area) => void crop(area)}
          onCancel={() => setCropping(false)}
        />
      )}
      {card.editable && !cropping && (
        <div className="kz-bizcard__actions">
          <Button isDisabled={busy || sending} onPress={() => fileInput.current?.click()}>
            {t(card.hasBizcard ? 'businessCards.upload.change' : 'businessCards.upload.choose')}
          </Button>
          <Button isDisabled={busy || sending} onPress={() => cameraInput.current?.click()}>
            {t('businessCards.upload.camera')}
          </Button>
          {card.hasBizcard && (
            <Button isDisabled={busy || sending || !size} onPress={() => setCropping(true)}>
              {t('businessCards.crop.action')}
            </Button>
          )}
          {card.hasBizcard && card.ocrAvailable && (
            <Button
              variant="primary"
              isDisabled={busy || sending || !card.ocrCanSend}
              onPress={() => void send()}
            >
              {t('businessCards.ocr.send')}
            </Button>
          )}
          <input
            ref={fileInput}
            type="file"
            accept=".gif,.jpeg,.jpg,.png,image/gif,image/jpeg,image/png"
            hidden
            aria-label={t('businessCards.upload.choose')}
            data-testid="bizcard-file-input"
            onChange={(event) => {
              void upload(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
          <input
            ref={cameraInput}
            type="file"
            accept="image/jpeg,image/png"
            capture="environment"
            hidden
            aria-label={t('businessCards.upload.camera')}
            onChange={(event) => {
              void upload(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
        </div>
      )}
      {card.hasBizcard && !card.ocrAvailable && (
        <p className="kz-form-help">{t('businessCards.ocr.notAvailable')}</p>
      )}
      {sending && (
        <div className="kz-bizcard__progress">
          <progress aria-label={t('businessCards.ocr.reading')} />
          <span>{t('businessCards.ocr.reading')}</span>
        </div>
      )}
      <p role="status" className="kz-form-help">
        {busy ? t('businessCards.working') : status}
      </p>
      {error && (
        <p role="alert" className="kz-form-error">
          {error}
        </p>
      )}
      {!sending && reading?.ocrResult === 'FAILURE' && (
        <p className="kz-form-error">
          {t(`businessCards.ocr.failure.${reading.failureCode ?? 'ENGINE_ERROR'}`)}
        </p>
      )}
      {!sending && reading?.ocrResult === 'SUCCESS' && reading.proposal.length > 0 && (
        <div className="kz-bizcard__proposal">
          <h3>{t('businessCards.proposal.title')}</h3>
          <p className="kz-form-help">
            {t(applyMode === 'form' ? 'businessCards.proposal.helpForm' : 'businessCards.proposal.helpSave')}
          </p>
          <table className="kz-bizcard__table">
            <thead>
              <tr>
                <th scope="col">{t('businessCards.proposal.field')}</th>
                <th scope="col">{t('businessCards.proposal.read')}</th>
                <th scope="col">{t('businessCards.proposal.current')}</th>
                <th scope="col">
                  <VisuallyHidden>{t('businessCards.proposal.actions')}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {reading.proposal.map((item) => {
                const label = t(`externalContacts.fields.${item.field}`);
                const current = currentValues[item.field] ?? '';
                const same = current === item.value;
                return (
                  <tr key={item.field}>
                    <th scope="row">{label}</th>
                    <td>{item.value}</td>
                    <td>
                      {current === '' ? (
                        <span className="kz-form-help">{t('businessCards.proposal.empty')}</span>
                      ) : (
                        current
                      )}
                    </td>
                    <td>
                      {same ? (
                        <span>{t('businessCards.proposal.same')}</span>
                      ) : (
                        card.editable && (
                          <Button
                            size="small"
                            isDisabled={busy}
                            aria-label={t('businessCards.proposal.applyField', { field: label })}
                            onPress={() => void apply([item])}
                          >
                            {t('businessCards.proposal.apply')}
                          </Button>
                        )
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {card.editable && pending.length > 0 && (
            <Button variant="primary" isDisabled={busy} onPress={() => void apply(pending)}>
              {t('businessCards.proposal.applyAll', { count: pending.length })}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
