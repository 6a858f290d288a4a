import './businessCards.css';
import { useId, useState } from 'react';
import type {
  BizcardProposalField,
  BizcardProposalItem,
  ExternalContactDetail,
  FolderTypeParam,
} from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';
import { BizcardCropper } from './BizcardCropper';
import { BizcardUploadActions } from './BizcardUploadActions';
import { OcrProposal } from './OcrProposal';
import {
  useApplyProposal,
  useCardState,
  useCropBizcard,
  useOcrPoll,
  useOcrReading,
  useSendOcr,
  useUploadBizcard,
} from './useBusinessCard';

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
  const headingId = useId();
  const contactId = detail.contactId;
  const state = useCardState(detail);
  const { card, size, setSize, busy, status, error, reading } = state;
  const [cropping, setCropping] = useState(false);
  useOcrPoll(folderType, contactId, state);
  useOcrReading(contactId, state);
  const upload = useUploadBizcard(contactId, state, () => setCropping(true));
  const crop = useCropBizcard(contactId, state, () => setCropping(false));
  const send = useSendOcr(folderType, contactId, state);
  const apply = useApplyProposal(state, onApply, applyMode);
  const sending = card.ocrStatus === 'SENDING';
  const imageSrc = `/front/bizcardImage/${contactId}?v=${encodeURIComponent(card.bizcardUpdatedAt ?? '')}`;
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
        <BizcardUploadActions
          hasBizcard={card.hasBizcard}
          ocrAvailable={card.ocrAvailable}
          ocrCanSend={card.ocrCanSend}
          isDisabled={busy || sending}
          canCrop={size !== null}
          onUpload={(file) => void upload(file)}
          onCrop={() => setCropping(true)}
          onSend={() => void send()}
        />
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
        <OcrProposal
          proposal={reading.proposal}
          currentValues={currentValues}
          applyMode={applyMode}
          editable={card.editable}
          isDisabled={busy}
          onApply={(items) => void apply(items)}
        />
      )}
    </section>
  );
}
