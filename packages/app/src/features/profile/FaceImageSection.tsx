import { useEffect, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { checkImageFile } from '@kizuna/api-client/validation';
import { Button } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/apiErrors';
import { useClient } from '../../api/ClientContext';
import { useFieldErrorText } from '../../errors/useFieldErrorText';
import { FaceThumbnail } from '../../shared/FaceThumbnail';
import { useFaceImageVersionStore } from '../../shared/faceImageVersionStore';
import { useToast } from '../../shared/toast';
import { middleSquare, SquareCrop, type Square } from './SquareCrop';

interface Chosen {
  file: File;
  src: string;
  /** The image's size, once it has loaded. */
  size?: { width: number; height: number };
  square?: Square;
}

/**
 * My face image (002 §7): choose a GIF, JPEG or PNG, pick the square to keep, save; or remove it.
 * Every face of mine in the app shows the change at once.
 */
export function FaceImageSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const fieldText = useFieldErrorText();
  const faceChanged = useFaceImageVersionStore((state) => state.changed);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /** Whether there is a face image to remove; unknown until the server says. */
  const [hasFace, setHasFace] = useState<boolean | null>(null);

  useEffect(() => {
    let current = true;
    client.faceImages
      .show({ params: { userId } })
      .then((face) => {
        if (current) setHasFace(face.hasFaceImage);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client, userId]);

  const chosenSrc = chosen?.src;
  useEffect(
    () => () => {
      if (chosenSrc) URL.revokeObjectURL(chosenSrc);
    },
    [chosenSrc],
  );

  function choose(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    const refusal = checkImageFile(file);
    if (refusal) {
      setError(t(`validation.${refusal}`));
      return;
    }
    setError(null);
    setChosen({ file, src: URL.createObjectURL(file) });
  }

  async function save() {
    if (!chosen?.square) return;
    setSaving(true);
    try {
      const { left, top, size } = chosen.square;
      await client.faceImages.upload({
        params: { userId },
        body: { file: chosen.file, cropLeft: left, cropTop: top, cropSize: size },
      });
      faceChanged(userId);
      setHasFace(true);
      setChosen(null);
      setError(null);
      toast(t('profile.face.saved'), 'success');
    } catch (cause) {
      const [first] = fieldErrorsOf(cause);
      setError(first ? fieldText(first) : t('profile.face.failed'));
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    setSaving(true);
    try {
      await client.faceImages.remove({ params: { userId } });
      faceChanged(userId);
      setHasFace(false);
      toast(t('profile.face.removed'), 'success');
    } catch {
      toast(t('profile.face.failed'), 'danger');
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="kz-profile-section kz-face-section" aria-labelledby="kz-profile-face">
      <div className="kz-profile-section__header">
        <h2 id="kz-profile-face">{t('profile.face.title')}</h2>
      </div>
      {!chosen && (
        <div className="kz-face-section__current">
          <FaceThumbnail userId={userId} alt={t('profile.face.current')} size={96} />
          <div className="kz-face-section__actions">
            <p className="kz-face-section__hint">{t('profile.face.hint')}</p>
            <div className="kz-profile-section__actions">
              <FileTrigger acceptedFileTypes={['image/gif', 'image/jpeg', 'image/png']} onSelect={choose}>
                <Button variant="secondary" size="small">
                  {t('profile.face.choose')}
                </Button>
              </FileTrigger>
              {hasFace && (
                <Button variant="secondary" size="small" onPress={() => void remove()} isDisabled={saving}>
                  {t('profile.face.remove')}
                </Button>
              )}
            </div>
          </div>
        </div>
      )}
      {chosen && (
        <>
          {!chosen.size && (
            <img
              className="kz-face-section__probe"
              src={chosen.src}
              alt=""
              onLoad={(event) => {
                const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
                setChosen({ ...chosen, size: { width, height }, square: middleSquare(width, height) });
              }}
              onError={() => {
                setChosen(null);
                setError(t('profile.face.unreadable'));
              }}
            />
          )}
          {chosen.size && chosen.square && (
            <SquareCrop
              src={chosen.src}
              width={chosen.size.width}
              height={chosen.size.height}
              value={chosen.square}
              onChange={(square) => setChosen({ ...chosen, square })}
            />
          )}
          <div className="kz-profile-section__actions">
            <Button
              variant="primary"
              size="small"
              onPress={() => void save()}
              isDisabled={saving || !chosen.square}
            >
              {t('profile.face.save')}
            </Button>
            <Button variant="secondary" size="small" onPress={() => setChosen(null)} isDisabled={saving}>
              {t('profile.face.cancel')}
            </Button>
          </div>
        </>
      )}
      {error && (
        <p className="kz-face-section__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
