import '../adminPage.css';
import './informationAdmin.css';
import { useState } from 'react';
import type { AdminNotice, FieldError, SaveNoticeBody } from '@kizuna/api-client/contract';
import { Button, EmptyState, ErrorState, Skeleton, useDialogService } from '@kizuna/ui';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldErrorsOf } from '../../../api/apiErrors';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { formatDisplayDate } from '../../../shared/formatDisplayDate';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { NoticeDialog } from './NoticeDialog';
import { noticeStatus } from './noticeStatus';

const IMPORTANCE_KEYS = [
  'home.notices.importance.low',
  'home.notices.importance.middle',
  'home.notices.importance.high',
];

/** Saving and deleting notices, each confirmed by a toast; a refusal's field errors go back to the form. */
function useNoticeActions(reload: () => void) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const dialogs = useDialogService();
  const save = async (body: SaveNoticeBody): Promise<null | readonly FieldError[] | 'failed'> => {
    try {
      const saved = await client.informationAdmin.save({ body });
      const key = body.informationId === undefined ? 'admin.information.added' : 'admin.information.updated';
      toast({ title: t(key, { title: saved.title }), tone: 'success' });
      reload();
      return null;
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      return fieldErrors.length > 0 ? fieldErrors : 'failed';
    }
  };
  const remove = async (notice: AdminNotice) => {
    const confirmed = await dialogs
      .deleteCancel({
        title: t('admin.information.removeTitle'),
        message: t('admin.information.removeMessage', { title: notice.title }),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      await client.informationAdmin.remove({ query: { informationId: notice.informationId } });
      toast({ title: t('admin.information.removed', { title: notice.title }), tone: 'success' });
      reload();
    } catch {
      toast({ title: t('admin.information.removeFailed'), tone: 'danger' });
    }
  };
  return { save, remove };
}

function NoticeRows({
  notices,
  onEdit,
  onRemove,
}: {
  notices: readonly AdminNotice[];
  onEdit: (notice: AdminNotice) => void;
  onRemove: (notice: AdminNotice) => void;
}) {
  const { t } = useTranslation();
  const now = new Date();
  return (
    <div className="kz-notice-admin__scroll">
      <table className="kz-admin-table kz-notice-admin-table">
        <caption className="kz-VisuallyHidden">
          {t('admin.information.caption', { count: notices.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.information.columns.title')}</th>
            <th scope="col">{t('admin.information.columns.important')}</th>
            <th scope="col">{t('admin.information.columns.period')}</th>
            <th scope="col">{t('admin.information.columns.status')}</th>
            <th scope="col">{t('admin.information.columns.reads')}</th>
            <th scope="col">
              <span className="kz-VisuallyHidden">{t('admin.information.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {notices.map((notice) => {
            const status = noticeStatus(notice, now);
            const start = formatDisplayDate(notice.startDatetime);
            return (
              <tr key={notice.informationId} data-status={status}>
                <th scope="row">
                  <span className="kz-notice-admin-table__title">{notice.title}</span>
                  {notice.mustRead && (
                    <span className="kz-notice__must-read">{t('home.notices.mustRead')}</span>
                  )}
                </th>
                <td data-importance={notice.important}>{t(IMPORTANCE_KEYS[notice.important]!)}</td>
                <td className="kz-notice-admin-table__period">
                  {notice.endDatetime
                    ? t('admin.information.period', { start, end: formatDisplayDate(notice.endDatetime) })
                    : t('admin.information.periodOpen', { start })}
                </td>
                <td>
                  <span className="kz-admin-table__status kz-notice-admin-table__status">
                    {t(`admin.information.status.${status}`)}
                  </span>
                </td>
                <td>
                  <Link
                    to={`/admin/information/${notice.informationId}/reads`}
                    aria-label={t('admin.information.readsOf', { title: notice.title })}
                  >
                    {t('admin.information.readCount', { count: notice.readCount })}
                  </Link>
                </td>
                <td className="kz-notice-admin-table__actions">
                  <Button
                    variant="quiet"
                    onPress={() => onEdit(notice)}
                    aria-label={t('admin.information.editOf', { title: notice.title })}
                  >
                    {t('admin.information.edit')}
                  </Button>
                  <Button
                    variant="quiet"
                    onPress={() => onRemove(notice)}
                    aria-label={t('admin.information.removeOf', { title: notice.title })}
                  >
                    {t('admin.information.remove')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** `/front/admin/information`: the tenant's notices: post, edit, delete, and who has read each. */
export function InformationAdminPage() {
  const { t } = useTranslation();
  const client = useClient();
  const notices = useQuery((signal) => client.informationAdmin.list(undefined, { signal }), 'adminNotices');
  const actions = useNoticeActions(notices.reload);
  const [editing, setEditing] = useState<AdminNotice | 'new' | null>(null);
  const list = notices.data?.items;
  return (
    <Page title={t('admin.information.title')} className="kz-notice-admin">
      <div className="kz-admin-page__top">
        <p className="kz-admin-page__context">{t('admin.information.context')}</p>
        <Button variant="primary" onPress={() => setEditing('new')}>
          <Plus size={16} aria-hidden="true" />
          {t('admin.information.add')}
        </Button>
      </div>
      {notices.error != null ? (
        <ErrorState title={t('admin.information.loadFailed')} onRetry={notices.reload} />
      ) : !list ? (
        <Skeleton lines={5} />
      ) : list.length === 0 ? (
        <EmptyState title={t('admin.information.empty')} description={t('admin.information.emptyHint')} />
      ) : (
        <NoticeRows notices={list} onEdit={setEditing} onRemove={(notice) => void actions.remove(notice)} />
      )}
      {editing !== null && (
        <NoticeDialog
          notice={editing === 'new' ? null : editing}
          onSave={actions.save}
          onClose={() => setEditing(null)}
        />
      )}
    </Page>
  );
}
