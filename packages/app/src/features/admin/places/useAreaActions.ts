import type { Area, AreaBody, FloorDefinition } from '@kizuna/api-client/contract';
import { useDialogService } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../../api/ClientContext';
import { useToast } from '../../../shared/toast';
import { refusalOf, type SaveAnswer } from './useFloorActions';

/** Adding, changing and removing a floor's areas; the floor shown follows each change. */
export function useAreaActions(floor: FloorDefinition, onChanged: (floor: FloorDefinition) => void) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const dialogs = useDialogService();

  const save = async (areaId: number | null, body: AreaBody): Promise<SaveAnswer> => {
    const params = { floorId: floor.floorId };
    try {
      const saved =
        areaId === null
          ? await client.placesAdmin.createArea({ params, body })
          : await client.placesAdmin.updateArea({ params: { ...params, areaId }, body });
      onChanged({
        ...floor,
        areas:
          areaId === null
            ? [...floor.areas, saved]
            : floor.areas.map((area) => (area.areaId === areaId ? saved : area)),
      });
      toast({
        title: t(areaId === null ? 'placesAdmin.areas.added' : 'placesAdmin.areas.updated', {
          name: saved.name,
        }),
        tone: 'success',
      });
      return null;
    } catch (error) {
      return refusalOf(error);
    }
  };

  const remove = async (area: Area) => {
    const confirmed = await dialogs
      .deleteCancel({
        title: t('placesAdmin.areas.removeTitle'),
        message: t('placesAdmin.areas.removeMessage', { name: area.name }),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      await client.placesAdmin.removeArea({ params: { floorId: floor.floorId, areaId: area.areaId } });
      onChanged({ ...floor, areas: floor.areas.filter((other) => other.areaId !== area.areaId) });
      toast({ title: t('placesAdmin.areas.removed', { name: area.name }), tone: 'success' });
    } catch {
      toast({ title: t('placesAdmin.saveFailed'), tone: 'danger' });
    }
  };

  return { save, remove };
}
