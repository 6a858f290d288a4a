import './thanksAdmin.css';
import { useState } from 'react';
import type { ThanksLogExport, ThanksLogSummary } from '@kizuna/api-client/contract';
import { THANKS_LIMITS, THANKS_LOG_EXPORTS } from '@kizuna/api-client/contract';
import { Button, DatePicker, EmptyState, ErrorState, Skeleton, formatDate, parseDateText } from '@kizuna/ui';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { downloadFile } from '../../../shared/downloadFile';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { ThanksAdminNav } from './ThanksAdminNav';
import { TopDivisions, WeeklyCardsChart } from './WeeklyCardsChart';
import { defaultLogRange, logRangeProblem } from './logRange';
import type { DayRange } from './logRange';

function Summary({ summary }: { summary: ThanksLogSummary }) {
  const { t } = useTranslation();
  if (summary.weeks.every((week) => week.cardCount === 0)) {
    return (
      <EmptyState title={t('admin.thanks.logs.noCards')} description={t('admin.thanks.logs.noCardsHint')} />
    );
  }
  return (
    <div className="kz-thanks-admin__summary">
      <section aria-labelledby="kz-thanks-weeks">
        <h2 id="kz-thanks-weeks">{t('admin.thanks.logs.perWeek')}</h2>
        <WeeklyCardsChart
          weeks={summary.weeks.map((week) => ({ weekStart: week.weekStart, count: week.cardCount }))}
        />
      </section>
      <section aria-labelledby="kz-thanks-top">
        <h2 id="kz-thanks-top">{t('admin.thanks.logs.topDivisions')}</h2>
        <TopDivisions
          divisions={summary.topDivisions.map((division) => ({
            divisionName: division.divisionName,
            count: division.sentCount + division.receivedCount,
          }))}
        />
      </section>
    </div>
  );
}

/** `/front/admin/thanks/logs`: the five TSV exports for a range of days, and cards per week. */
export function ThanksLogsPage() {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [typed, setTyped] = useState<{ from: string | null; to: string | null }>(defaultLogRange);
  const problem = logRangeProblem(typed);
  const [range, setRange] = useState<DayRange>(defaultLogRange);
  if (!problem && typed.from && typed.to && (typed.from !== range.from || typed.to !== range.to)) {
    setRange({ from: typed.from, to: typed.to });
  }
  const query = { dateFrom: range.from, dateTo: range.to };
  const summary = useQuery(
    (signal) => client.thanksAdmin.logSummary({ query }, { signal }),
    JSON.stringify(query),
  );
  const [busy, setBusy] = useState<ThanksLogExport | null>(null);

  const download = async (name: ThanksLogExport) => {
    setBusy(name);
    try {
      downloadFile(await client.thanksAdmin[name]({ query }));
    } catch {
      toast({ title: t('admin.thanks.logs.exportFailed'), tone: 'danger' });
    } finally {
      setBusy(null);
    }
  };
  const dateOf = (text: string | null) => (text ? parseDateText(text) : null);

  return (
    <Page title={t('admin.thanks.logs.title')} className="kz-thanks-admin">
      <ThanksAdminNav />
      <p className="kz-thanks-admin__context">
        {t('admin.thanks.logs.context', { days: THANKS_LIMITS.logRetentionDays })}
      </p>
      <fieldset className="kz-fieldset kz-thanks-admin__range">
        <legend>{t('admin.thanks.logs.range')}</legend>
        <DatePicker
          label={t('admin.thanks.logs.from')}
          value={dateOf(typed.from)}
          onChange={(date) => setTyped((now) => ({ ...now, from: date ? formatDate(date) : null }))}
          isRequired
          format="YYYY/MM/DD"
        />
        <DatePicker
          label={t('admin.thanks.logs.to')}
          value={dateOf(typed.to)}
          onChange={(date) => setTyped((now) => ({ ...now, to: date ? formatDate(date) : null }))}
          isRequired
          format="YYYY/MM/DD"
          errorMessage={problem ? t(problem, { max: THANKS_LIMITS.logRetentionDays }) : undefined}
        />
      </fieldset>
      <section aria-labelledby="kz-thanks-exports">
        <h2 id="kz-thanks-exports">{t('admin.thanks.logs.exports')}</h2>
        <ul className="kz-thanks-admin__exports">
          {THANKS_LOG_EXPORTS.map((name) => (
            <li key={name}>
              <Button onPress={() => void download(name)} isDisabled={problem !== null || busy !== null}>
                <Download size={16} aria-hidden="true" />
                {t(`admin.thanks.logs.files.${name}`)}
              </Button>
            </li>
          ))}
        </ul>
        <p className="kz-form-help">{t('admin.thanks.logs.exportHint')}</p>
      </section>
      {summary.error != null ? (
        <ErrorState title={t('admin.thanks.loadFailed')} onRetry={summary.reload} />
      ) : !summary.data ? (
        <Skeleton lines={6} />
      ) : (
        <Summary summary={summary.data} />
      )}
    </Page>
  );
}
