import { useState } from 'react';
import type { PhoneSystemSettings, PhoneSystemTestResult } from '@kizuna/api-client/contract';
import { Button } from '@kizuna/ui';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "Test connection": the saved system's own check, and what the vendor answered in words. */
export function PhoneSystemTest({
  settings,
  onTest,
}: {
  settings: PhoneSystemSettings;
  onTest: () => Promise<PhoneSystemTestResult>;
}) {
  const { t } = useTranslation();
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<PhoneSystemTestResult | 'failed' | null>(null);
  const simulated = settings.system === 'SIMULATED';

  const test = async () => {
    setTesting(true);
    setResult(null);
    try {
      setResult(await onTest());
    } catch {
      setResult('failed');
    } finally {
      setTesting(false);
    }
  };

  const ok =
    result !== null && result !== 'failed' && (result.outcome === 'OK' || result.outcome === 'NOT_NEEDED');
  return (
    <>
      <p className="kz-phone-admin__hint">
        {simulated ? t('phoneSystemAdmin.test.simulatedHint') : t('phoneSystemAdmin.test.hint')}
      </p>
      <Button onPress={() => void test()} isDisabled={testing}>
        {testing ? t('phoneSystemAdmin.test.running') : t('phoneSystemAdmin.test.action')}
      </Button>
      <div aria-live="polite" className="kz-phone-admin__result-region">
        {result !== null && (
          <p className="kz-phone-admin__result" data-ok={ok || undefined}>
            {ok ? (
              <CircleCheck size={16} aria-hidden="true" />
            ) : (
              <TriangleAlert size={16} aria-hidden="true" />
            )}
            {result === 'failed'
              ? t('phoneSystemAdmin.test.failed')
              : t(`phoneSystemAdmin.test.outcomes.${result.outcome}`, {
                  system: t(`phoneSystemAdmin.systems.${settings.system}`),
                })}
          </p>
        )}
      </div>
    </>
  );
}
