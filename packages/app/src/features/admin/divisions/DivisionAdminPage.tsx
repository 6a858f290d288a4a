import './divisionAdmin.css';
import { useMemo, useState, type ReactNode } from 'react';
import type { AdminDivision, FieldError, SaveDivisionBody } from '@kizuna/api-client/contract';
import { canDeleteDivision } from '@kizuna/api-client/rules';
import { Button, EmptyState, ErrorState, Icon, Skeleton, useDialogService } from '@kizuna/ui';
import { ArrowDown, ArrowUp, FolderInput, GripVertical, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import {
  Button as AriaButton,
  Tree,
  TreeItem,
  TreeItemContent,
  useDragAndDrop,
  type Key,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../api/apiErrors';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { downloadFile } from '../../../shared/downloadFile';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { DivisionDialog } from './DivisionDialog';
import { DivisionImportDialog } from './DivisionImportDialog';
import { MoveDivisionDialog } from './MoveDivisionDialog';
import { childrenByParent, pathNames, placeAmongSiblings } from './divisionTree';

/** The message key a refused move or delete shows, with its values. */
function refusalOf(error: unknown): { key: string; values?: Record<string, string | number> } {
  const [first] = fieldErrorsOf(error) as FieldError[];
  if (first?.key === 'self' || first?.key === 'descendant')
    return { key: `admin.division.errors.${first.key}` };
  if (first?.key === 'notEmpty') return { key: 'admin.division.errors.notEmpty', values: first.values ?? {} };
  return { key: 'admin.division.errors.failed' };
}

/** Saving, moving, deleting, importing and exporting divisions, each confirmed by a toast. */
function useDivisionActions(reload: () => void) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const dialogs = useDialogService();
  const save = async (body: SaveDivisionBody): Promise<null | readonly FieldError[] | 'failed'> => {
    try {
      const saved = await client.divisionAdmin.save({ body });
      const key = body.divisionId === undefined ? 'admin.division.added' : 'admin.division.updated';
      toast({ title: t(key, { name: saved.divisionName }), tone: 'success' });
      reload();
      return null;
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      return fieldErrors.length > 0 ? fieldErrors : 'failed';
    }
  };
  /** Moves the division; answers the message key of a refusal, or null when moved. */
  const move = async (division: AdminDivision, parentDivisionId: number | null, position?: number) => {
    try {
      await client.divisionAdmin.move({
        params: { divisionId: division.divisionId },
        body: { parentDivisionId, ...(position === undefined ? {} : { position }) },
      });
      toast({ title: t('admin.division.moved', { name: division.divisionName }), tone: 'success' });
      reload();
      return null;
    } catch (error) {
      const refusal = refusalOf(error);
      toast({ title: t(refusal.key, { name: division.divisionName, ...refusal.values }), tone: 'danger' });
      return refusal.key;
    }
  };
  const remove = async (division: AdminDivision) => {
    const confirmed = await dialogs
      .deleteCancel({
        title: t('admin.division.removeTitle'),
        message: t('admin.division.removeMessage', { name: division.divisionName }),
      })
      .catch(() => false);
    if (!confirmed) return false;
    try {
      await client.divisionAdmin.remove({ query: { divisionId: division.divisionId } });
      toast({ title: t('admin.division.removed', { name: division.divisionName }), tone: 'success' });
      reload();
      return true;
    } catch (error) {
      const refusal = refusalOf(error);
      toast({ title: t(refusal.key, { name: division.divisionName, ...refusal.values }), tone: 'danger' });
      return false;
    }
  };
  const exportAs = async (charset: 'UTF-8' | 'Shift_JIS') => {
    try {
      downloadFile(await client.divisionAdmin.export({ query: { charset } }));
    } catch {
      toast({ title: t('admin.division.exportFailed'), tone: 'danger' });
    }
  };
  return { save, move, remove, exportAs };
}

type Actions = ReturnType<typeof useDivisionActions>;

interface DivisionTreeViewProps {
  divisions: readonly AdminDivision[];
  selectedId: number | null;
  onSelect: (divisionId: number) => void;
  onMove: Actions['move'];
}

/**
 * The tree (react-aria-components' `Tree`): arrow keys move and open, a row's grip drags it onto
 * another division (under it) or between two (beside them).
 */
function DivisionTreeView({ divisions, selectedId, onSelect, onMove }: DivisionTreeViewProps) {
  const { t } = useTranslation();
  const byParent = useMemo(() => childrenByParent(divisions), [divisions]);
  const byId = useMemo(() => new Map(divisions.map((d) => [d.divisionId, d])), [divisions]);
  // Every division opens at first, and one that gains sub-divisions shows them: what is kept is
  // which ones the person closed.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const parents = divisions.filter((d) => d.childCount > 0).map((d) => d.divisionId);
  const expanded = new Set<Key>(parents.filter((id) => !collapsed.has(id)));
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': byId.get(Number(key))?.divisionName ?? '' })),
    onMove: (event) => {
      const dragged = byId.get(Number([...event.keys][0]));
      const target = byId.get(Number(event.target.key));
      if (!dragged || !target) return;
      if (event.target.dropPosition === 'on') {
        void onMove(dragged, target.divisionId);
        return;
      }
      const siblings = (byParent.get(target.parentDivisionId) ?? []).filter(
        (d) => d.divisionId !== dragged.divisionId,
      );
      const index = siblings.findIndex((d) => d.divisionId === target.divisionId);
      void onMove(
        dragged,
        target.parentDivisionId,
        event.target.dropPosition === 'after' ? index + 1 : index,
      );
    },
  });

  const level = (parent: number | null): ReactNode =>
    (byParent.get(parent) ?? []).map((division) => (
      <TreeItem
        key={division.divisionId}
        id={division.divisionId}
        textValue={division.divisionName}
        hasChildItems={division.childCount > 0}
        className="kz-DivisionTree-item kz-division-admin__item"
      >
        <TreeItemContent>
          {({ isExpanded, level: depth, allowsDragging }) => (
            <div
              className="kz-DivisionTree-row"
              style={{ paddingInlineStart: `calc(${depth - 1} * var(--kz-space-4, 16px))` }}
            >
              {allowsDragging && (
                <AriaButton
                  slot="drag"
                  className="kz-division-admin__grip"
                  aria-label={t('admin.division.dragOf', { name: division.divisionName })}
                >
                  <GripVertical size={14} aria-hidden="true" />
                </AriaButton>
              )}
              {division.childCount > 0 ? (
                <AriaButton slot="chevron" className="kz-DivisionTree-toggle">
                  <Icon name={isExpanded ? 'chevronDown' : 'chevronRight'} size={14} />
                </AriaButton>
              ) : (
                <span className="kz-DivisionTree-toggle" aria-hidden="true" />
              )}
              <span className="kz-DivisionTree-label">{division.divisionName}</span>
              {division.divisionCode && (
                <span className="kz-division-admin__code">{division.divisionCode}</span>
              )}
              {division.memberCount > 0 && (
                <span className="kz-division-admin__count">
                  {t('admin.division.people', { count: division.memberCount })}
                </span>
              )}
            </div>
          )}
        </TreeItemContent>
        {level(division.divisionId)}
      </TreeItem>
    ));

  return (
    <Tree
      aria-label={t('admin.division.treeLabel')}
      aria-describedby="kz-division-tree-hint"
      className="kz-DivisionTree kz-division-admin__tree"
      selectionMode="single"
      selectionBehavior="replace"
      selectedKeys={selectedId === null ? [] : [selectedId]}
      onSelectionChange={(keys) => {
        const [key] = keys === 'all' ? [] : [...keys];
        if (key !== undefined) onSelect(Number(key));
      }}
      expandedKeys={expanded}
      onExpandedChange={(keys) => setCollapsed(new Set(parents.filter((id) => !keys.has(id))))}
      dragAndDropHooks={dragAndDropHooks}
    >
      {level(null)}
    </Tree>
  );
}

interface DivisionDetailsProps {
  division: AdminDivision;
  divisions: readonly AdminDivision[];
  onEdit: () => void;
  onAddChild: () => void;
  onMoveTo: () => void;
  onMove: Actions['move'];
  onRemove: () => void;
}

/** The chosen division: its fields and what can be done with it. */
function DivisionDetails({
  division,
  divisions,
  onEdit,
  onAddChild,
  onMoveTo,
  onMove,
  onRemove,
}: DivisionDetailsProps) {
  const { t } = useTranslation();
  const { index, count } = placeAmongSiblings(divisions, division);
  // The server's rule: only an empty division is deleted (DIVISION_NOT_EMPTY otherwise).
  const deletable = canDeleteDivision(division);
  const rows: [string, ReactNode][] = [
    [t('admin.division.fields.divisionNameKana'), division.divisionNameKana],
    [t('admin.division.fields.divisionCode'), division.divisionCode],
    [t('admin.division.fields.divisionPhoneNum'), division.divisionPhoneNum],
    [t('admin.division.fields.divisionUrl'), division.divisionUrl],
    [t('admin.division.fields.comment'), division.comment],
    [
      t('admin.division.holds'),
      t('admin.division.holdsValue', { people: division.memberCount, divisions: division.childCount }),
    ],
  ];
  return (
    <section className="kz-division-admin__details" aria-labelledby="kz-division-details-title">
      <p className="kz-division-admin__path">
        {pathNames(divisions, division.divisionId).slice(0, -1).join(' › ')}
      </p>
      <h2 id="kz-division-details-title" className="kz-division-admin__name">
        {division.divisionName}
      </h2>
      <dl className="kz-division-admin__fields">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || <span className="kz-division-admin__none">{t('admin.division.none')}</span>}</dd>
          </div>
        ))}
      </dl>
      <div className="kz-division-admin__actions">
        <Button onPress={onEdit}>
          <Pencil size={16} aria-hidden="true" />
          {t('admin.division.edit')}
        </Button>
        <Button onPress={onAddChild}>
          <Plus size={16} aria-hidden="true" />
          {t('admin.division.addChild')}
        </Button>
        <Button onPress={onMoveTo}>
          <FolderInput size={16} aria-hidden="true" />
          {t('admin.division.moveTo')}
        </Button>
        <Button
          isDisabled={index <= 0}
          onPress={() => void onMove(division, division.parentDivisionId, index - 1)}
          aria-label={t('admin.division.upOf', { name: division.divisionName })}
        >
          <ArrowUp size={16} aria-hidden="true" />
          {t('admin.division.up')}
        </Button>
        <Button
          isDisabled={index >= count - 1}
          onPress={() => void onMove(division, division.parentDivisionId, index + 1)}
          aria-label={t('admin.division.downOf', { name: division.divisionName })}
        >
          <ArrowDown size={16} aria-hidden="true" />
          {t('admin.division.down')}
        </Button>
        <Button
          variant="quiet"
          isDisabled={!deletable}
          onPress={onRemove}
          aria-describedby={deletable ? undefined : 'kz-division-remove-reason'}
        >
          <Trash2 size={16} aria-hidden="true" />
          {t('admin.division.remove')}
        </Button>
      </div>
      {!deletable && (
        <p className="kz-division-admin__hint" id="kz-division-remove-reason">
          {t('admin.division.removeBlocked', {
            name: division.divisionName,
            people: division.memberCount,
            divisions: division.childCount,
          })}
        </p>
      )}
    </section>
  );
}

type Editing =
  | { kind: 'edit'; division: AdminDivision }
  | { kind: 'add'; parent: AdminDivision | null }
  | { kind: 'move'; division: AdminDivision }
  | { kind: 'import' };

/** `/front/admin/division`: the company's divisions as a tree, edited in place; CSV import and export. */
export function DivisionAdminPage() {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const list = useQuery((signal) => client.divisionAdmin.list(undefined, { signal }), 'adminDivisions');
  const actions = useDivisionActions(list.reload);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const divisions = list.data?.items;
  const selected = divisions?.find((d) => d.divisionId === selectedId) ?? null;

  return (
    <Page title={t('admin.division.title')} className="kz-division-admin">
      <p className="kz-division-admin__context">{t('admin.division.context')}</p>
      <div className="kz-division-admin__toolbar">
        <Button variant="primary" onPress={() => setEditing({ kind: 'add', parent: null })}>
          <Plus size={16} aria-hidden="true" />
          {t('admin.division.addTop')}
        </Button>
        <Button onPress={() => setEditing({ kind: 'import' })}>
          <Upload size={16} aria-hidden="true" />
          {t('admin.division.import.open')}
        </Button>
        <Button variant="quiet" onPress={() => void actions.exportAs('UTF-8')}>
          {t('admin.division.export')}
        </Button>
        <Button variant="quiet" onPress={() => void actions.exportAs('Shift_JIS')}>
          {t('admin.division.exportSjis')}
        </Button>
      </div>
      {list.error != null ? (
        <ErrorState title={t('admin.division.loadFailed')} onRetry={list.reload} />
      ) : !divisions ? (
        <Skeleton lines={8} />
      ) : divisions.length === 0 ? (
        <EmptyState title={t('admin.division.empty')} description={t('admin.division.emptyHint')} />
      ) : (
        <div className="kz-division-admin__body">
          <div className="kz-division-admin__tree-pane">
            <p className="kz-division-admin__hint" id="kz-division-tree-hint">
              {t('admin.division.treeHint')}
            </p>
            <DivisionTreeView
              divisions={divisions}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onMove={actions.move}
            />
          </div>
          {selected ? (
            <DivisionDetails
              division={selected}
              divisions={divisions}
              onEdit={() => setEditing({ kind: 'edit', division: selected })}
              onAddChild={() => setEditing({ kind: 'add', parent: selected })}
              onMoveTo={() => setEditing({ kind: 'move', division: selected })}
              onMove={actions.move}
              onRemove={() => void actions.remove(selected).then((removed) => removed && setSelectedId(null))}
            />
          ) : (
            <p className="kz-division-admin__details kz-division-admin__placeholder">
              {t('admin.division.choose')}
            </p>
          )}
        </div>
      )}
      {(editing?.kind === 'edit' || editing?.kind === 'add') && (
        <DivisionDialog
          division={editing.kind === 'edit' ? editing.division : null}
          parent={editing.kind === 'add' ? editing.parent : null}
          onSave={actions.save}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'move' && divisions && (
        <MoveDivisionDialog
          division={editing.division}
          divisions={divisions}
          onMove={(parentId) => actions.move(editing.division, parentId)}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'import' && (
        <DivisionImportDialog
          onImported={(result) => {
            toast({
              title: t('admin.division.import.done', {
                created: result.created,
                updated: result.updated,
                unchanged: result.unchanged,
                failed: result.failed,
              }),
              tone: 'success',
            });
            list.reload();
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Page>
  );
}
