import { useRef } from 'react';
import { Button } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';

export interface BizcardUploadActionsProps {
  hasBizcard: boolean;
  /** The server can read cards. */
  ocrAvailable: boolean;
  /** The card may be sent to be read now. */
  ocrCanSend: boolean;
  /** A request runs or the card is being read: nothing else starts. */
  isDisabled: boolean;
  /** The image's size is known, so it can be cropped. */
  canCrop: boolean;
  onUpload: (file: File | undefined) => void;
  onCrop: () => void;
  onSend: () => void;
}

/** Choose or change the image (a file or the phone's camera), crop it, and send it to be read. */
export function BizcardUploadActions({
  hasBizcard,
  ocrAvailable,
  ocrCanSend,
  isDisabled,
  canCrop,
  onUpload,
  onCrop,
  onSend,
}: BizcardUploadActionsProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  return (
    <div className="kz-bizcard__actions">
      <Button isDisabled={isDisabled} onPress={() => fileInput.current?.click()}>
        {t(hasBizcard ? 'businessCards.upload.change' : 'businessCards.upload.choose')}
      </Button>
      <Button isDisabled={isDisabled} onPress={() => cameraInput.current?.click()}>
        {t('businessCards.upload.camera')}
      </Button>
      {hasBizcard && (
        <Button isDisabled={isDisabled || !canCrop} onPress={onCrop}>
          {t('businessCards.crop.action')}
        </Button>
      )}
      {hasBizcard && ocrAvailable && (
        <Button variant="primary" isDisabled={isDisabled || !ocrCanSend} onPress={onSend}>
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
          onUpload(event.currentTarget.files?.[0]);
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
          onUpload(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}
