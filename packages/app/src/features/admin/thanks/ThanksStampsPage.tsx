import './thanksAdmin.css';
import { useState } from 'react';
import type { ThanksStamp } from '@kizuna/api-client/contract';
import { THANKS_STAMP_ICONS } from '@kizuna/api-client/contract';
import { Button, EmptyState, ErrorState, Skeleton, Switch, useDialogService } from '@kizuna/ui';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { StampChip } from '../../thanks';
import { StampDialog } from './StampDialog';
import type { StampDraft } from './StampDialog';
import { ThanksAdminNav } from './ThanksAdminNav';

/** Saving, switching and removing stamps, each confirmed by a toast or said in words when refused. */
function useStampActions(reload: () => void) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const dialogs = useDialogService();
  const save = async (stamp: ThanksStamp | null, draft: StampDraft): Promise<boolean> => {
    try {
      if (stamp) await client.thanksAdmin.updateStamp({ params: { stampId: stamp.stampId }, body: draft });
      else await client.thanksAdmin.createStamp({ body: draft });
      toast({
        title: t(stamp ? 'admin.thanks.stamps.updated' : 'admin.thanks.stamps.added', {
          name: draft.heading,
        }),
        tone: 'success',
      });
      reload();
      return true;
    } catch {
      toast({ title: t('admin.thanks.stamps.saveFailed'), tone: 'danger' });
      return false;
    }
  };
  const remove = async (stamp: ThanksStamp) => {
    const confirmed = await dialogs
      .deleteCancel({
        title: t('admin.thanks.stamps.removeTitle'),
        message: t('admin.thanks.stamps.removeMessage', { name: stamp.heading }),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      await client.thanksAdmin.removeStamps({ body: { stampIds: [stamp.stampId] } });
      toast({ title: t('admin.thanks.stamps.removed', { name: stamp.heading }), tone: 'success' });
      reload();
    } catch {
      toast({ title: t('admin.thanks.stamps.saveFailed'), tone: 'danger' });
    }
  };
  return { save, remove };
}

function StampRows({
  stamps,
  onEdit,
  onToggle,
  onRemove,
}: {
  stamps: readonly ThanksStamp[];
  onEdit: (stamp: ThanksStamp) => void;
  onToggle: (stamp: ThanksStamp, on: boolean) => void;
  onRemove: (stamp: ThanksStamp) => void;
}) {
  const { t } = useTranslation();
  return (
    <table className="kz-thanks-admin-table">
      <caption className="kz-VisuallyHidden">
        {t('admin.thanks.stamps.caption', { count: stamps.length })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.thanks.stamps.heading')}</th>
          <th scope="col">{t('admin.thanks.stamps.color')}</th>
          <th scope="col">{t('admin.thanks.stamps.effective')}</th>
          <th scope="col">
            <span className="kz-VisuallyHidden">{t('admin.thanks.stamps.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {stamps.map((stamp) => (
          <tr key={stamp.stampId}>
            <th scope="row">
              <StampChip stamp={stamp} />
            </th>
            <td>{t(`admin.thanks.colors.${stamp.color}`)}</td>
            <td>
              <Switch
                isSelected={stamp.isEffective}
                onChange={(on) => onToggle(stamp, on)}
                aria-label={t('admin.thanks.stamps.effectiveOf', { name: stamp.heading })}
              >
                {stamp.isEffective ? t('admin.thanks.stamps.on') : t('admin.thanks.stamps.off')}
              </Switch>
            </td>
            <td className="kz-thanks-admin-table__actions">
              <Button
                variant="quiet"
                onPress={() => onEdit(stamp)}
                aria-label={t('admin.thanks.stamps.editOf', { name: stamp.heading })}
              >
                {t('admin.thanks.stamps.edit')}
              </Button>
              <Button
                variant="quiet"
                onPress={() => onRemove(stamp)}
                aria-label={t('admin.thanks.stamps.removeOf', { name: stamp.heading })}
              >
                {t('admin.thanks.stamps.remove')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `/front/admin/thanks/stamps`: the tenant's stamps: add, edit, switch on or off, remove. */
export function ThanksStampsPage() {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const stamps = useQuery((signal) => client.thanksAdmin.stamps(undefined, { signal }), 'stamps');
  const icons = useQuery((signal) => client.thanksAdmin.stampIcons(undefined, { signal }), 'icons');
  const actions = useStampActions(stamps.reload);
  const [editing, setEditing] = useState<ThanksStamp | 'new' | null>(null);
  const list = stamps.data?.stamps;
  return (
    <Page title={t('admin.thanks.stamps.title')} className="kz-thanks-admin">
      <ThanksAdminNav />
      <div className="kz-thanks-admin__top">
        <p className="kz-thanks-admin__context">{t('admin.thanks.stamps.context')}</p>
        <Button variant="primary" onPress={() => setEditing('new')}>
          <Plus size={16} aria-hidden="true" />
          {t('admin.thanks.stamps.add')}
        </Button>
      </div>
      {stamps.error != null ? (
        <ErrorState title={t('admin.thanks.loadFailed')} onRetry={stamps.reload} />
      ) : !list ? (
        <Skeleton lines={5} />
      ) : list.length === 0 ? (
        <EmptyState title={t('admin.thanks.stamps.empty')} description={t('admin.thanks.stamps.emptyHint')} />
      ) : (
        <StampRows
          stamps={list}
          onEdit={setEditing}
          onToggle={(stamp, on) =>
            void actions.save(stamp, {
              heading: stamp.heading,
              color: stamp.color,
              icon: stamp.icon,
              isEffective: on,
            })
          }
          onRemove={(stamp) => void actions.remove(stamp)}
        />
      )}
      {editing !== null && (
        <StampDialog
          stamp={editing === 'new' ? null : editing}
          icons={icons.data?.icons ?? THANKS_STAMP_ICONS}
          onSave={(draft) => actions.save(editing === 'new' ? null : editing, draft)}
          onUploadImage={async (file) => {
            if (editing === 'new') return;
            try {
              setEditing(
                await client.thanksAdmin.uploadStampIcon({
                  params: { stampId: editing.stampId },
                  body: { file },
                }),
              );
              stamps.reload();
            } catch {
              toast({ title: t('admin.thanks.stamps.imageFailed'), tone: 'danger' });
            }
          }}
          onRemoveImage={async () => {
            if (editing === 'new') return;
            try {
              setEditing(await client.thanksAdmin.removeStampIcon({ params: { stampId: editing.stampId } }));
              stamps.reload();
            } catch {
              toast({ title: t('admin.thanks.stamps.imageFailed'), tone: 'danger' });
            }
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Page>
  );
}
