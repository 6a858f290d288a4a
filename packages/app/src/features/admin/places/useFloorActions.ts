import type { FieldError, FloorBody, FloorDefinition } from '@kizuna/api-client/contract';
import { useDialogService } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../api/apiErrors';
import { useClient } from '../../../api/ClientContext';
import { useToast } from '../../../shared/toast';

export type SaveAnswer = null | readonly FieldError[] | 'failed';

/** A refusal's field errors for the form, or a failure of no field. */
export function refusalOf(error: unknown): readonly FieldError[] | 'failed' {
  const fieldErrors = fieldErrorsOf(error);
  return fieldErrors.length > 0 ? fieldErrors : 'failed';
}

/** Adding, changing and removing floors, each confirmed by a toast. */
export function useFloorActions(onChanged: (floor: FloorDefinition | null) => void) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const dialogs = useDialogService();

  const save = async (floorId: number | null, body: FloorBody): Promise<SaveAnswer> => {
    try {
      const saved =
        floorId === null
          ? await client.placesAdmin.createFloor({ body })
          : await client.placesAdmin.updateFloor({ params: { floorId }, body });
      toast({
        title: t(floorId === null ? 'placesAdmin.floors.added' : 'placesAdmin.floors.updated', {
          name: saved.name,
        }),
        tone: 'success',
      });
      onChanged(saved);
      return null;
    } catch (error) {
      return refusalOf(error);
    }
  };

  const remove = async (floor: FloorDefinition): Promise<boolean> => {
    const confirmed = await dialogs
      .deleteCancel({
        title: t('placesAdmin.floors.removeTitle'),
        message: t('placesAdmin.floors.removeMessage', { name: floor.name }),
      })
      .catch(() => false);
    if (!confirmed) return false;
    try {
      await client.placesAdmin.removeFloor({ params: { floorId: floor.floorId } });
      toast({ title: t('placesAdmin.floors.removed', { name: floor.name }), tone: 'success' });
      onChanged(null);
      return true;
    } catch {
      toast({ title: t('placesAdmin.floors.removeFailed'), tone: 'danger' });
      return false;
    }
  };
  return { save, remove };
}
