import { useState } from 'react';
import type { FloorDefinition, SourceFloorMapping } from '@kizuna/api-client/contract';
import { SourceFloorMappingBodySchema } from '@kizuna/api-client/contract';
import { checkBody } from '@kizuna/api-client/validation';
import {
  Button,
  EmptyState,
  ErrorState,
  Select,
  SelectItem,
  Skeleton,
  TextField,
  useDialogService,
} from '@kizuna/ui';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../api/apiErrors';
import { useClient } from '../../../api/ClientContext';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { errorCodeOf, fieldProblems, type FieldProblem } from './fieldProblems';

export type VendorSource = SourceFloorMapping['source'];

/** A floor the vendor knows (CMX's maps), offered instead of typing its id. */
export interface VendorFloor {
  id: string;
  name: string;
}

export interface FloorMappingsProps {
  source: VendorSource;
  /** The vendor's floors when known (CMX after a connection test); otherwise the id is typed. */
  vendorFloors?: readonly VendorFloor[];
}

function floorLabel(floor: Pick<FloorDefinition, 'name' | 'hierarchyName'>): string {
  return floor.hierarchyName ? `${floor.name} (${floor.hierarchyName})` : floor.name;
}

function AddMappingForm({
  source,
  floors,
  vendorFloors,
  onAdded,
}: {
  source: VendorSource;
  floors: readonly FloorDefinition[];
  vendorFloors: readonly VendorFloor[];
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [sourceFloorId, setSourceFloorId] = useState('');
  const [floorId, setFloorId] = useState<number | null>(null);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [saving, setSaving] = useState(false);
  const problemText = (field: string) => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.values) : undefined;
  };

  const add = async () => {
    const body = { source, sourceFloorId, floorId: floorId ?? 0 };
    const own = fieldProblems(checkBody(SourceFloorMappingBodySchema, body));
    if (floorId === null) own.floorId = { key: 'validation.required' };
    setProblems(own);
    if (Object.keys(own).length > 0) return;
    setSaving(true);
    try {
      await client.placesAdmin.createMapping({ body: { ...body, sourceFloorId: sourceFloorId.trim() } });
      toast({ title: t('vendorsAdmin.mappings.added'), tone: 'success' });
      setSourceFloorId('');
      setFloorId(null);
      onAdded();
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'SOURCE_FLOOR_ALREADY_MAPPED')
        setProblems({ sourceFloorId: { key: 'vendorsAdmin.errors.alreadyMapped' } });
      else if (code === 'FLOOR_NOT_FOUND') setProblems({ floorId: { key: 'vendorsAdmin.errors.floorGone' } });
      else if (fieldErrorsOf(error).length > 0) setProblems(fieldProblems(fieldErrorsOf(error)));
      else toast({ title: t('vendorsAdmin.mappings.addFailed'), tone: 'danger' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="kz-vendors-admin__inline-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      {vendorFloors.length > 0 ? (
        <Select
          label={t(`vendorsAdmin.mappings.vendorFloor.${source}`)}
          selectedKey={sourceFloorId || null}
          onSelectionChange={(key) => {
            setSourceFloorId(String(key));
            setProblems({});
          }}
          isRequired
          isInvalid={problems.sourceFloorId !== undefined}
          errorMessage={problemText('sourceFloorId')}
        >
          {vendorFloors.map((floor) => (
            <SelectItem key={floor.id} id={floor.id}>
              {`${floor.name} (${floor.id})`}
            </SelectItem>
          ))}
        </Select>
      ) : (
        <TextField
          label={t(`vendorsAdmin.mappings.vendorFloor.${source}`)}
          description={t(`vendorsAdmin.mappings.vendorFloorHint.${source}`)}
          value={sourceFloorId}
          onChange={(text) => {
            setSourceFloorId(text);
            setProblems({});
          }}
          isRequired
          isInvalid={problems.sourceFloorId !== undefined}
          errorMessage={problemText('sourceFloorId')}
        />
      )}
      <Select
        label={t('vendorsAdmin.mappings.kizunaFloor')}
        selectedKey={floorId}
        onSelectionChange={(key) => {
          setFloorId(Number(key));
          setProblems({});
        }}
        isRequired
        isInvalid={problems.floorId !== undefined}
        errorMessage={problemText('floorId')}
      >
        {floors.map((floor) => (
          <SelectItem key={floor.floorId} id={floor.floorId}>
            {floorLabel(floor)}
          </SelectItem>
        ))}
      </Select>
      <div>
        <Button type="submit" variant="primary" isDisabled={saving}>
          <Plus size={16} aria-hidden="true" />
          {t('vendorsAdmin.mappings.add')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Which of the vendor's floors is which Kizuna floor: a vendor's positions reach a map only once
 * its floor is mapped. The list, a form to add one (the Kizuna floor chosen from those the
 * administrator may set up) and removal after a confirmation.
 */
export function FloorMappings({ source, vendorFloors = [] }: FloorMappingsProps) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const dialogs = useDialogService();
  const mappings = useQuery((signal) => client.placesAdmin.mappings(undefined, { signal }), 'mappings');
  const floors = useQuery((signal) => client.placesAdmin.floors(undefined, { signal }), 'floors');
  const mine = mappings.data?.items.filter((mapping) => mapping.source === source);
  const names = new Map(vendorFloors.map((floor) => [floor.id, floor.name]));

  const remove = async (mapping: SourceFloorMapping) => {
    const confirmed = await dialogs
      .deleteCancel({
        title: t('vendorsAdmin.mappings.removeTitle'),
        message: t('vendorsAdmin.mappings.removeMessage', {
          vendorFloor: mapping.sourceFloorId,
          floor: mapping.floorName,
        }),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      await client.placesAdmin.removeMapping({ params: { mappingId: mapping.mappingId } });
      toast({ title: t('vendorsAdmin.mappings.removed'), tone: 'success' });
    } catch {
      toast({ title: t('vendorsAdmin.mappings.removeFailed'), tone: 'danger' });
    }
    mappings.reload();
  };

  const headingId = `kz-vendors-mappings-${source}`;
  return (
    <section className="kz-admin-connection__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('vendorsAdmin.mappings.heading')}</h2>
      <p className="kz-form-help">{t(`vendorsAdmin.mappings.context.${source}`)}</p>
      {mappings.error != null || floors.error != null ? (
        <ErrorState
          title={t('vendorsAdmin.mappings.loadFailed')}
          onRetry={() => {
            mappings.reload();
            floors.reload();
          }}
        />
      ) : !mine || !floors.data ? (
        <Skeleton lines={3} />
      ) : (
        <>
          {mine.length === 0 ? (
            <EmptyState title={t('vendorsAdmin.mappings.empty')} />
          ) : (
            <table className="kz-admin-table kz-admin-connection-table">
              <caption className="kz-VisuallyHidden">{t('vendorsAdmin.mappings.heading')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t(`vendorsAdmin.mappings.vendorFloor.${source}`)}</th>
                  <th scope="col">{t('vendorsAdmin.mappings.kizunaFloor')}</th>
                  <th scope="col">
                    <span className="kz-VisuallyHidden">{t('vendorsAdmin.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {mine.map((mapping) => (
                  <tr key={mapping.mappingId}>
                    <th scope="row">
                      <code>{mapping.sourceFloorId}</code>
                      {names.has(mapping.sourceFloorId) && ` ${names.get(mapping.sourceFloorId)}`}
                    </th>
                    <td>
                      <span className="kz-admin-connection-table__label" aria-hidden="true">
                        {t('vendorsAdmin.mappings.kizunaFloor')}
                      </span>
                      {mapping.floorName}
                    </td>
                    <td className="kz-admin-connection-table__actions">
                      <Button
                        variant="quiet"
                        onPress={() => void remove(mapping)}
                        aria-label={t('vendorsAdmin.mappings.removeOf', {
                          vendorFloor: mapping.sourceFloorId,
                        })}
                      >
                        {t('vendorsAdmin.remove')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {floors.data.items.length === 0 ? (
            <p className="kz-form-help">{t('vendorsAdmin.mappings.noFloors')}</p>
          ) : (
            <AddMappingForm
              source={source}
              floors={floors.data.items}
              vendorFloors={vendorFloors}
              onAdded={mappings.reload}
            />
          )}
        </>
      )}
    </section>
  );
}
