import '../adminPage.css';
import './anpiAdmin.css';
import { useState } from 'react';
import type { AnpiCheck, StartAnpiCheckBody } from '@kizuna/api-client/contract';
import { Button, EmptyState, ErrorState, Skeleton, useDialogService } from '@kizuna/ui';
import { Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldErrorsOf } from '../../../api/apiErrors';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { formatDisplayDate } from '../../../shared/formatDisplayDate';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { useDivisionTree } from '../../divisions';
import { AnpiAdminNav } from './AnpiAdminNav';
import { errorCodeOf } from './anpiErrors';
import { StartCheckDialog, type StartCheckProblem } from './StartCheckDialog';

const NO_DIVISIONS: readonly number[] = [];

function CheckRows({
  checks,
  onClose,
}: {
  checks: readonly AnpiCheck[];
  onClose: (check: AnpiCheck) => void;
}) {
  const { t } = useTranslation();
  return (
    <table className="kz-admin-table kz-anpi-table">
      <caption className="kz-VisuallyHidden">
        {t('anpi.admin.checks.caption', { count: checks.length })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('anpi.admin.checks.columns.title')}</th>
          <th scope="col">{t('anpi.admin.checks.columns.kind')}</th>
          <th scope="col">{t('anpi.admin.checks.columns.targets')}</th>
          <th scope="col">{t('anpi.admin.checks.columns.started')}</th>
          <th scope="col">{t('anpi.admin.checks.columns.answered')}</th>
          <th scope="col">{t('anpi.admin.checks.columns.state')}</th>
          <th scope="col">
            <span className="kz-VisuallyHidden">{t('anpi.admin.checks.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {checks.map((check) => (
          <tr key={check.checkId} data-closed={check.closedAt !== null}>
            <th scope="row">
              <Link to={`/anpi/checks/${check.checkId}`}>{check.title}</Link>
            </th>
            <td>
              <span className="kz-admin-table__status" data-kind={check.kind}>
                {t(`anpi.kinds.${check.kind}`)}
              </span>
            </td>
            <td>
              {check.wholeCompany
                ? t('anpi.admin.checks.targetAll')
                : check.divisions.map((division) => division.name).join(t('anpi.admin.checks.nameSeparator'))}
            </td>
            <td>{formatDisplayDate(check.startedAt, 'dateTime')}</td>
            <td>
              {t('anpi.admin.checks.answeredOf', {
                answered: check.answeredCount,
                targets: check.targetCount,
              })}
            </td>
            <td>
              <span className="kz-admin-table__status">
                {check.closedAt === null
                  ? t('anpi.admin.checks.open')
                  : t('anpi.admin.checks.closedAt', { time: formatDisplayDate(check.closedAt, 'dateTime') })}
              </span>
            </td>
            <td className="kz-anpi-table__actions">
              {check.closedAt === null && (
                <Button
                  variant="quiet"
                  onPress={() => onClose(check)}
                  aria-label={t('anpi.admin.checks.closeOf', { title: check.title })}
                >
                  {t('anpi.admin.checks.close')}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * `/front/admin/anpi/checks`: start a safety check (real or drill) for the whole company or chosen
 * divisions, follow how many have answered, and close it; closed checks stay listed.
 */
export function AnpiChecksPage() {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const dialogs = useDialogService();
  const checks = useQuery((signal) => client.anpiAdmin.checks(undefined, { signal }), 'anpiChecks');
  const tree = useDivisionTree(NO_DIVISIONS);
  const [starting, setStarting] = useState(false);
  const [divisionIds, setDivisionIds] = useState<number[]>([]);
  const list = checks.data?.items;

  const start = async (body: StartAnpiCheckBody): Promise<null | StartCheckProblem | 'failed'> => {
    try {
      const check = await client.anpiAdmin.startCheck({ body });
      toast(t('anpi.admin.checks.started', { title: check.title, count: check.targetCount }), 'success');
      setDivisionIds([]);
      checks.reload();
      return null;
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'ANPI_NO_TARGETS') return 'noTargets';
      if (code === 'DIVISION_NOT_FOUND') return 'divisions';
      if (fieldErrorsOf(error).some((field) => field.path === 'body.title')) return 'title';
      return 'failed';
    }
  };

  const close = async (check: AnpiCheck) => {
    const confirmed = await dialogs
      .deleteCancel({
        title: t('anpi.admin.checks.closeTitle'),
        message: t('anpi.admin.checks.closeMessage', { title: check.title }),
        confirmLabel: t('anpi.admin.checks.close'),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      await client.anpiAdmin.closeCheck({ params: { checkId: check.checkId } });
      toast(t('anpi.admin.checks.closed', { title: check.title }), 'success');
    } catch {
      toast(t('anpi.admin.checks.closeFailed'), 'danger');
    }
    checks.reload();
  };

  return (
    <Page title={t('anpi.admin.checks.title')} className="kz-anpi-admin">
      <AnpiAdminNav />
      <div className="kz-admin-page__top">
        <p className="kz-admin-page__context">{t('anpi.admin.checks.context')}</p>
        <Button variant="primary" onPress={() => setStarting(true)}>
          <Siren size={16} aria-hidden="true" />
          {t('anpi.admin.checks.start')}
        </Button>
      </div>
      {checks.error != null ? (
        <ErrorState title={t('anpi.admin.loadFailed')} onRetry={checks.reload} />
      ) : !list ? (
        <Skeleton lines={4} />
      ) : list.length === 0 ? (
        <EmptyState title={t('anpi.admin.checks.empty')} description={t('anpi.admin.checks.emptyHint')} />
      ) : (
        <CheckRows checks={list} onClose={(check) => void close(check)} />
      )}
      {starting && (
        <StartCheckDialog
          tree={tree}
          divisionIds={divisionIds}
          onDivisionsChange={setDivisionIds}
          onStart={start}
          onClose={() => setStarting(false)}
        />
      )}
    </Page>
  );
}
