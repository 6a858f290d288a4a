import { Button } from '@kizuna/ui';
import { ChevronDown, X } from 'lucide-react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DivisionFilter } from '../divisions';
import type { LoadedDivisionTree } from '../divisions';
import type { MemberCandidate } from '../talk';
import { PersonFilter } from './PersonFilter';
import type { ThanksFilter } from './thanksFilter';

/** The name of a division the tree has loaded. */
function divisionName(tree: LoadedDivisionTree, divisionId: number | null): string | null {
  const known = [...(tree.roots ?? []), ...[...tree.knownChildren.values()].flat()];
  return known.find((division) => division.divisionId === divisionId)?.divisionName ?? null;
}

export interface ThanksFiltersProps {
  filter: ThanksFilter;
  /** The name of the person the feed is narrowed to; empty for everyone. */
  personName: string;
  tree: LoadedDivisionTree;
  onChange: (next: Partial<ThanksFilter>) => void;
  onPerson: (person: MemberCandidate) => void;
}

/** The feed's filters: a person (cards received or sent) and a division. */
export function ThanksFilters({ filter, personName, tree, onChange, onPerson }: ThanksFiltersProps) {
  const { t } = useTranslation();
  const division = divisionName(tree, filter.divisionId);
  return (
    <section className="kz-thanks__filters" aria-label={t('thanks.filter.label')}>
      <PersonFilter name={filter.userId === null ? '' : personName} onSelect={onPerson} />
      {filter.userId !== null && (
        <div className="kz-thanks__person-tools">
          <ToggleButtonGroup
            aria-label={t('thanks.filter.direction', { name: personName })}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[filter.direction]}
            onSelectionChange={(keys) => onChange({ direction: keys.has('sent') ? 'sent' : 'received' })}
            className="kz-thanks__direction"
          >
            <ToggleButton id="received" className="kz-Button" data-size="small">
              {t('thanks.filter.received')}
            </ToggleButton>
            <ToggleButton id="sent" className="kz-Button" data-size="small">
              {t('thanks.filter.sent')}
            </ToggleButton>
          </ToggleButtonGroup>
          <Button variant="quiet" onPress={() => onChange({ userId: null, direction: 'received' })}>
            <X size={16} aria-hidden="true" />
            {t('thanks.filter.clearPerson')}
          </Button>
        </div>
      )}
      <details className="kz-thanks__divisions" open={filter.divisionId !== null ? true : undefined}>
        <summary>
          {t('thanks.filter.division')}: {division ?? t('thanks.filter.allDivisions')}
          <ChevronDown size={16} aria-hidden="true" />
        </summary>
        <DivisionFilter
          tree={tree}
          selectedId={filter.divisionId}
          onSelect={(divisionId) => onChange({ divisionId })}
          label={t('thanks.filter.division')}
          allLabel={t('thanks.filter.allDivisions')}
          loadFailed={t('thanks.filter.divisionsFailed')}
          skeletonLines={4}
        />
      </details>
    </section>
  );
}
