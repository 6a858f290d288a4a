import { useEffect, useState } from 'react';
import { errorCodeOf } from '@kizuna/api-client';
import {
  contract,
  LIMITS,
  type BizcardProposalItem,
  type CropBizcardBody,
  type ExternalContactDetail,
  type FolderTypeParam,
  type OcrReading,
} from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, megapixelsOf } from '../../api/apiErrors';
import { useClient, useSilentClient } from '../../api/ClientContext';

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
 * What the panel knows of the card: its state as the server last said, the image's size, whether
 * a request runs (`busy`), the last status and error lines, and the last reading.
 */
export function useCardState(detail: ExternalContactDetail) {
  const [card, setCard] = useState<CardState>(() => stateOf(detail));
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [reading, setReading] = useState<OcrReading | null>(null);

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

  return {
    card,
    setCard,
    size,
    setSize,
    busy,
    setBusy,
    status,
    setStatus,
    error,
    setError,
    reading,
    setReading,
    afterImageChange,
  };
}

export type CardStateOf = ReturnType<typeof useCardState>;

/** While the server reads the card, the detail is asked (`detail`) until it says the reading ended. */
export function useOcrPoll(folderType: FolderTypeParam, contactId: number, state: CardStateOf) {
  const { t } = useTranslation();
  const silentClient = useSilentClient();
  const { setCard, setStatus } = state;
  const sending = state.card.ocrStatus === 'SENDING';
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
  }, [sending, silentClient, folderType, contactId, t, setCard, setStatus]);
}

/** The last reading (`reading`: its proposal or its reason for failing), whenever a reading has ended. */
export function useOcrReading(contactId: number, state: CardStateOf) {
  const silentClient = useSilentClient();
  const { card, setReading } = state;
  const sending = card.ocrStatus === 'SENDING';
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
  }, [sending, card.ocrResult, card.ocrStatusUpdatedAt, silentClient, contactId, setReading]);
}

/** Uploads a card image from a file or the camera (`upload`), checked for size and type first. */
export function useUploadBizcard(contactId: number, state: CardStateOf, onUploaded: () => void) {
  const { t } = useTranslation();
  const client = useClient();
  const { setStatus, setError, setBusy, afterImageChange } = state;
  return async function upload(file: File | undefined) {
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
      onUploaded();
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
  };
}

/** Crops the card image to the chosen area (`crop`). */
export function useCropBizcard(contactId: number, state: CardStateOf, onCropped: () => void) {
  const { t } = useTranslation();
  const client = useClient();
  const { setStatus, setError, setBusy, afterImageChange } = state;
  return async function crop(area: CropBizcardBody) {
    setBusy(true);
    setError('');
    try {
      const saved = await client.businessCards.crop({ params: { contactId }, body: area });
      afterImageChange(saved.updatedAt, saved.width, saved.height);
      onCropped();
      setStatus(t('businessCards.crop.saved'));
    } catch (cause) {
      setError(
        fieldErrorsOf(cause).length > 0 ? t('businessCards.crop.outside') : t('businessCards.crop.failed'),
      );
    } finally {
      setBusy(false);
    }
  };
}

/** Sends the card to be read (`send`); the poll then follows the reading. */
export function useSendOcr(folderType: FolderTypeParam, contactId: number, state: CardStateOf) {
  const { t } = useTranslation();
  const client = useClient();
  const { setCard, setStatus, setError, setBusy } = state;
  return async function send() {
    setBusy(true);
    setError('');
    setStatus('');
    try {
      const answer = await client.businessCards.send({
        body: { contactId, contactFolderType: folderType === 'common' ? 'COMMON' : 'PERSONAL' },
      });
      setCard((current) => ({
        ...current,
        ocrStatus: answer.ocrStatus,
        ocrStatusUpdatedAt: answer.ocrStatusUpdatedAt,
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
  };
}

/** Hands proposed values to the page (`onApply`) and says where they went. */
export function useApplyProposal(
  state: CardStateOf,
  onApply: (items: BizcardProposalItem[]) => Promise<void>,
  applyMode: 'form' | 'save',
) {
  const { t } = useTranslation();
  const { setStatus, setError, setBusy } = state;
  return async function apply(items: BizcardProposalItem[]) {
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
  };
}
