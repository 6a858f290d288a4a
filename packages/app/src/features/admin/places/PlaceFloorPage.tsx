import '../adminPage.css';
import './placesAdmin.css';
import { useState } from 'react';
import type { FloorDefinition } from '@kizuna/api-client/contract';
import { Button, ErrorState, Skeleton } from '@kizuna/ui';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { fieldErrorsOf, megapixelsOf } from '../../../api/apiErrors';
import { useClient } from '../../../api/ClientContext';
import { floorMapPath } from '../../floors';
import { Page } from '../../../shared/Page';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { AreaEditor } from './AreaEditor';
import {
  CalibrationSection,
  EMPTY_CALIBRATION,
  calibrationBody,
  type CalibrationPoint,
  type CalibrationValues,
} from './CalibrationSection';
import { FloorFormDialog } from './FloorFormDialog';
import { floorImageSource, numberText, type Problems } from './placeForm';
import { useAreaActions } from './useAreaActions';
import { useFloorActions } from './useFloorActions';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'];

/** The words of an image refusal (`body.file`), or of a failure of no field. */
function imageProblem(error: unknown): { key: string; values?: Record<string, number> } {
  const refusal = fieldErrorsOf(error).find((fieldError) => fieldError.path === 'body.file');
  switch (refusal?.key) {
    case 'imageType':
    case 'imageExtension':
      return { key: 'placesAdmin.image.imageType' };
    case 'fileSize':
      return { key: 'placesAdmin.image.fileSize' };
    case 'imagePixels':
      return {
        key: 'placesAdmin.image.imagePixels',
        values: { megapixels: megapixelsOf(refusal.values?.max) },
      };
    default:
      return { key: 'placesAdmin.image.uploadFailed' };
  }
}

function FloorDetails({ floor, onEdit }: { floor: FloorDefinition; onEdit: () => void }) {
  const { t } = useTranslation();
  const { dimension } = floor;
  const unit = t(`placesAdmin.units.${dimension.unit}`);
  const rows: [string, string][] = [
    [t('placesAdmin.floorForm.name'), floor.name],
    [t('placesAdmin.floorForm.floorNumber'), String(floor.floorNumber)],
    [t('placesAdmin.floorForm.hierarchyName'), floor.hierarchyName || '—'],
    [
      t('placesAdmin.floor.size'),
      t('placesAdmin.floor.sizeValue', {
        length: numberText(dimension.length),
        width: numberText(dimension.width),
        height: numberText(dimension.height),
        unit,
      }),
    ],
    [
      t('placesAdmin.floor.offset'),
      t('placesAdmin.floor.offsetValue', {
        x: numberText(dimension.offsetX),
        y: numberText(dimension.offsetY),
        unit,
      }),
    ],
    [t('placesAdmin.floorForm.unit'), unit],
  ];
  return (
    <section className="kz-places-admin__section" aria-labelledby="kz-floor-details">
      <div className="kz-places-admin__heading">
        <h2 id="kz-floor-details">{t('placesAdmin.floor.details')}</h2>
        <Button variant="secondary" size="small" onPress={onEdit}>
          {t('placesAdmin.floor.editDetails')}
        </Button>
      </div>
      <p>
        <Link to={floorMapPath(floor.floorId)}>{t('placesAdmin.floor.openMap')}</Link>
      </p>
      <dl className="kz-places-admin__details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function FloorImageSection({
  floor,
  onChanged,
}: {
  floor: FloorDefinition;
  onChanged: (floor: FloorDefinition) => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (file: File) => {
    setBusy(true);
    setProblem(null);
    try {
      onChanged(await client.placesAdmin.uploadImage({ params: { floorId: floor.floorId }, body: { file } }));
      toast({ title: t('placesAdmin.image.uploaded'), tone: 'success' });
    } catch (error) {
      const refusal = imageProblem(error);
      setProblem(t(refusal.key, refusal.values));
    } finally {
      setBusy(false);
    }
  };

  const has = floor.image.imageName !== null;
  return (
    <section className="kz-places-admin__section" aria-labelledby="kz-floor-image">
      <h2 id="kz-floor-image">{t('placesAdmin.image.title')}</h2>
      <p className="kz-form-help">
        {has
          ? t('placesAdmin.image.current', { width: floor.image.width, height: floor.image.height })
          : t('placesAdmin.image.none')}{' '}
        {t('placesAdmin.image.hint')}
      </p>
      <FileTrigger
        acceptedFileTypes={IMAGE_TYPES}
        onSelect={(files) => {
          const file = files?.[0];
          if (file) void upload(file);
        }}
      >
        <Button
          variant="secondary"
          isDisabled={busy}
          aria-describedby={problem ? 'kz-floor-image-problem' : undefined}
        >
          {has ? t('placesAdmin.image.replace') : t('placesAdmin.image.upload')}
        </Button>
      </FileTrigger>
      {problem && (
        <p id="kz-floor-image-problem" className="kz-places-admin__failure" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}

function FloorEditor({
  floor,
  onChanged,
}: {
  floor: FloorDefinition;
  onChanged: (floor: FloorDefinition) => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [editingDetails, setEditingDetails] = useState(false);
  const [calibration, setCalibration] = useState<CalibrationValues>(EMPTY_CALIBRATION);
  const [calibrationProblems, setCalibrationProblems] = useState<Problems>({});
  const [picking, setPicking] = useState<CalibrationPoint | null>(null);
  const [calibrating, setCalibrating] = useState(false);
  const actions = useFloorActions((saved) => {
    if (saved) onChanged(saved);
    else navigate('/admin/ibasho');
  });

  const calibrate = async () => {
    const answer = calibrationBody(floor, calibration);
    if ('problems' in answer) {
      setCalibrationProblems(answer.problems);
      return;
    }
    setCalibrationProblems({});
    setCalibrating(true);
    try {
      onChanged(
        await client.placesAdmin.calibrate({ params: { floorId: floor.floorId }, body: answer.body }),
      );
      setPicking(null);
      toast({ title: t('placesAdmin.calibration.saved'), tone: 'success' });
    } catch (error) {
      const refused = fieldErrorsOf(error).length > 0;
      if (refused) setCalibrationProblems({ distance: { key: 'placesAdmin.calibration.refused' } });
      else toast({ title: t('placesAdmin.saveFailed'), tone: 'danger' });
    } finally {
      setCalibrating(false);
    }
  };

  const areas = useAreaActions(floor, onChanged);

  const markers = (['a', 'b'] as const).flatMap((which) => {
    const x = Number(calibration[which].x);
    const y = Number(calibration[which].y);
    return calibration[which].x !== '' && calibration[which].y !== '' && Number.isFinite(x + y)
      ? [{ label: which.toUpperCase(), x, y }]
      : [];
  });

  return (
    <>
      <FloorDetails floor={floor} onEdit={() => setEditingDetails(true)} />
      <FloorImageSection floor={floor} onChanged={onChanged} />
      <CalibrationSection
        floor={floor}
        values={calibration}
        onChange={setCalibration}
        problems={calibrationProblems}
        picking={picking}
        onPicking={setPicking}
        onSave={() => void calibrate()}
        saving={calibrating}
      />
      <section className="kz-places-admin__section" aria-labelledby="kz-floor-areas">
        <h2 id="kz-floor-areas">{t('placesAdmin.areas.title')}</h2>
        <AreaEditor
          floor={floor}
          imageSrc={floorImageSource(floor)}
          onSave={areas.save}
          onRemove={(area) => void areas.remove(area)}
          markers={markers}
          onPickPoint={
            picking
              ? (point) => {
                  setCalibration((now) => ({
                    ...now,
                    [picking]: { x: String(point.x), y: String(point.y) },
                  }));
                  setPicking(picking === 'a' ? 'b' : null);
                }
              : undefined
          }
        />
      </section>
      <section className="kz-places-admin__section" aria-labelledby="kz-floor-remove">
        <h2 id="kz-floor-remove">{t('placesAdmin.floor.removeTitle')}</h2>
        <p className="kz-form-help">{t('placesAdmin.floor.removeHint')}</p>
        <Button variant="secondary" onPress={() => void actions.remove(floor)}>
          {t('placesAdmin.floor.remove')}
        </Button>
      </section>
      {editingDetails && (
        <FloorFormDialog
          floor={floor}
          onSave={(body) => actions.save(floor.floorId, body)}
          onClose={() => setEditingDetails(false)}
        />
      )}
    </>
  );
}

/**
 * `/front/admin/ibasho/floors/{floorId}`: one place floor: its details, its image, the image's
 * calibration, and its seats, rooms and zones drawn on the image.
 */
export function PlaceFloorPage({ floorId }: { floorId: number }) {
  const { t } = useTranslation();
  const client = useClient();
  const floor = useQuery(
    (signal) => client.placesAdmin.floor({ params: { floorId } }, { signal }),
    `placeFloor:${floorId}`,
  );
  return (
    <Page
      title={floor.data?.name ?? t('placesAdmin.floor.title')}
      className="kz-places-admin"
      back={<Link to="/admin/ibasho">{t('placesAdmin.floor.back')}</Link>}
    >
      {floor.error != null ? (
        <ErrorState title={t('placesAdmin.floor.loadFailed')} onRetry={floor.reload} />
      ) : !floor.data ? (
        <Skeleton lines={8} />
      ) : (
        <FloorEditor floor={floor.data} onChanged={floor.set} />
      )}
    </Page>
  );
}
