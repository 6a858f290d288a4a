import { useRef, useState } from 'react';
import { LIMITS } from '@kizuna/api-client/contract';
import { Button, useDialogService } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, megapixelsOf } from '../../api/apiErrors';
import { useClient } from '../../api/ClientContext';
import { ContactPhoto } from './ContactPhoto';

export interface ContactPhotoFieldProps {
  contactId: number;
  fullname: string;
  photoUpdatedAt: string | null;
}

/** The extension and size rules of 001 §5 the browser checks before sending; the server checks content too. */
function problemOf(file: File): 'imageType' | 'fileSize' | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(LIMITS.imageExtensions as readonly string[]).includes(extension)) return 'imageType';
  if (file.size > LIMITS.multipartMaxFileSize) return 'fileSize';
  return null;
}

/**
 * The photo on the edit page: choose a GIF, JPEG or PNG (saved at once, apart from the form's
 * Save), or remove it after a confirmation.
 */
export function ContactPhotoField({ contactId, fullname, photoUpdatedAt: initial }: ContactPhotoFieldProps) {
  const { t } = useTranslation();
  const client = useClient();
  const dialogs = useDialogService();
  const input = useRef<HTMLInputElement>(null);
  const [photoUpdatedAt, setPhotoUpdatedAt] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  async function upload(file: File | undefined) {
    if (!file) return;
    setStatus('');
    const problem = problemOf(file);
    if (problem) {
      setError(t(`externalContacts.photo.${problem}`, { max: LIMITS.multipartMaxFileSize / 1024 / 1024 }));
      return;
    }
    setError('');
    setBusy(true);
    try {
      const saved = await client.externalContacts.uploadImage({ params: { contactId }, body: { file } });
      setPhotoUpdatedAt(saved.photoUpdatedAt);
      setStatus(t('externalContacts.photo.saved'));
    } catch (cause) {
      const fieldError = fieldErrorsOf(cause)[0];
      const key = fieldError?.key;
      setError(
        t(
          key === 'maxFileSize'
            ? 'externalContacts.photo.fileSize'
            : key === 'imagePixels'
              ? 'externalContacts.photo.imagePixels'
              : key
                ? 'externalContacts.photo.imageType'
                : 'externalContacts.photo.failed',
          {
            max: LIMITS.multipartMaxFileSize / 1024 / 1024,
            megapixels: megapixelsOf(fieldError?.values?.max),
          },
        ),
      );
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    const confirmed = await dialogs
      .deleteCancel({
        title: t('externalContacts.photo.removeTitle'),
        message: t('externalContacts.photo.removeMessage', { fullname }),
      })
      .catch(() => false);
    if (!confirmed) return;
    setError('');
    setStatus('');
    setBusy(true);
    try {
      await client.externalContacts.deleteImage({ params: { contactId } });
      setPhotoUpdatedAt(null);
      setStatus(t('externalContacts.photo.removed'));
    } catch {
      setError(t('externalContacts.photo.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="kz-ext-form__section">
      <legend>{t('externalContacts.photo.label')}</legend>
      <div className="kz-ext-photo-field">
        <ContactPhoto
          contactId={contactId}
          photoUpdatedAt={photoUpdatedAt}
          alt={
            photoUpdatedAt ? t('externalContacts.photo.alt', { fullname }) : t('externalContacts.photo.none')
          }
          size={96}
        />
        <div className="kz-ext-photo-field__actions">
          <Button size="small" isDisabled={busy} onPress={() => input.current?.click()}>
            {t(photoUpdatedAt ? 'externalContacts.photo.change' : 'externalContacts.photo.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".gif,.jpeg,.jpg,.png,image/gif,image/jpeg,image/png"
            hidden
            aria-label={t('externalContacts.photo.choose')}
            data-testid="contact-photo-input"
            onChange={(event) => {
              void upload(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
          {photoUpdatedAt && (
            <Button size="small" variant="danger" isDisabled={busy} onPress={() => void remove()}>
              {t('externalContacts.photo.remove')}
            </Button>
          )}
        </div>
      </div>
      <p className="kz-form-help">{t('externalContacts.photo.help')}</p>
      <p role="status" className="kz-form-help">
        {busy ? t('externalContacts.photo.saving') : status}
      </p>
      {error && (
        <p role="alert" className="kz-form-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
