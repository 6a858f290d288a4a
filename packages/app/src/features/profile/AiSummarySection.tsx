import type { MyAiSummary } from '@kizuna/api-client/contract';
import { Switch } from '@kizuna/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../api/ClientContext';
import { useToast } from '../../shared/toast';
import { AiSummaryCard } from '../personalInfo';
import { ProfileSectionFrame } from './ProfileSectionFrame';
import { useSectionLoad } from './useProfileSection';

/** My AI summary as colleagues see it, and the switch that hides it from them. */
export function AiSummarySection() {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const load = useSectionLoad((signal) => client.profile.aiSummary(undefined, { signal }));
  const [saving, setSaving] = useState(false);

  async function setHidden(summary: MyAiSummary, hidden: boolean) {
    setSaving(true);
    load.setValue({ ...summary, hidden });
    try {
      load.setValue(await client.profile.saveAiSummaryHidden({ body: { hidden } }));
    } catch {
      load.setValue(summary);
      toast(t('aiSummary.saveFailed'), 'danger');
    } finally {
      setSaving(false);
    }
  }

  return (
    <ProfileSectionFrame
      id="kz-profile-ai-summary"
      title={t('aiSummary.title')}
      state={load.state}
      onRetry={load.reload}
      view={(summary) => (
        <div className="kz-profile-ai-summary">
          <AiSummaryCard summary={summary} hidden={summary.hidden} />
          <Switch
            isSelected={summary.hidden}
            isDisabled={saving}
            onChange={(hidden) => void setHidden(summary, hidden)}
          >
            {t('aiSummary.hide')}
          </Switch>
        </div>
      )}
    />
  );
}
