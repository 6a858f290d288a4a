import { CALL_SETTINGS_LIMITS } from '@kizuna/api-client/contract';
import { useClient } from '../api/ClientContext';
import { callSettingsAccess } from '../features/callSettings/callSettingsAccess';
import { CallSettingsView } from '../features/callSettings/CallSettingsView';
import { useQuery } from '../shared/useQuery';
import { usePageTitle } from '../i18n/usePageTitle';
import {
  capabilityContextOfPrincipal,
  selectPrincipal,
  usePrincipalStore,
} from '../features/session/principalStore';

const TRANSFER_DURATION = {
  min: CALL_SETTINGS_LIMITS.noAnswerSecondsMin,
  max: CALL_SETTINGS_LIMITS.noAnswerSecondsMax,
};

/**
 * `/front/settings/cucmSettings`. Which sections show follows the call-manager features the server
 * reports for the user; CTI control shows for every phone-system mode but the cloud phone, which
 * has its own settings page.
 */
export function CallSettingsRoute() {
  usePageTitle('callSettings.title');
  const client = useClient();
  const principal = usePrincipalStore(selectPrincipal);
  const { callSettings, cti: phoneSystem } = callSettingsAccess(
    principal ? capabilityContextOfPrincipal(principal) : null,
  );

  const features = useQuery(
    callSettings ? (signal) => client.principal.cucmAvailableFeatures(undefined, { signal }) : null,
    'features',
  );
  const transferOn = callSettings && features.data?.transferSettings === true;
  const mobileOn = callSettings && features.data?.mobileConnectSettings === true;
  const transfer = useQuery(
    transferOn ? (signal) => client.callSettings.transferSettings(undefined, { signal }) : null,
    `transfer:${transferOn}`,
  );
  const mobile = useQuery(
    mobileOn ? (signal) => client.callSettings.mobileConnectSettings(undefined, { signal }) : null,
    `mobile:${mobileOn}`,
  );
  const cti = useQuery(
    phoneSystem ? (signal) => client.callSettings.cucmCtiControlSettings(undefined, { signal }) : null,
    `cti:${phoneSystem}`,
  );

  if (callSettings && features.data === null && features.error == null) {
    return null;
  }

  return (
    <CallSettingsView
      callRejectionAvailable={callSettings && features.data?.callRejection === true}
      callRejectionMissing={
        callSettings && features.data && !features.data.callRejection
          ? features.data.callControl
            ? 'device'
            : 'extension'
          : undefined
      }
      transfer={
        transferOn
          ? {
              ...transfer,
              retry: transfer.reload,
              durationBounds: TRANSFER_DURATION,
              onSave: async (body) => {
                transfer.set(await client.callSettings.saveTransferSettings({ body }));
              },
            }
          : undefined
      }
      mobileConnect={
        mobileOn
          ? {
              data: mobile.data?.destinations ?? null,
              error: mobile.error,
              retry: mobile.reload,
              max: CALL_SETTINGS_LIMITS.mobileConnectMax,
              onSave: async (destinations) => {
                mobile.set(await client.callSettings.saveMobileConnectSettings({ body: { destinations } }));
              },
            }
          : undefined
      }
      cti={
        phoneSystem
          ? {
              ...cti,
              retry: cti.reload,
              onSave: async (body) => {
                cti.set(await client.callSettings.saveCucmCtiControlSettings({ body }));
                // The device decides whether call rejection is offered.
                if (callSettings) features.set(await client.principal.cucmAvailableFeatures());
              },
            }
          : undefined
      }
    />
  );
}
