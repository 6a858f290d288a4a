import { hasCapability, mainMenuEntries } from '@kizuna/api-client/rules';
import { useCallActions } from '../features/calls/useCallActions';
import { HomePage } from '../features/home/HomePage';
import { useDirectoryTenantSettings } from '../features/internalContacts/usePhoneSettings';
import { capabilityContextOfPrincipal, selectPrincipal, usePrincipalStore } from '../features/session';
import { usePageTitle } from '../i18n/usePageTitle';

export function HomeRoute() {
  usePageTitle('home.title');
  const principal = usePrincipalStore(selectPrincipal);
  const context = principal ? capabilityContextOfPrincipal(principal) : null;
  const { phoneSettings } = useDirectoryTenantSettings();
  const calls = useCallActions();
  // A refused call is told in the call bar, as for a number of the directory.
  const canCall = hasCapability(context, { kind: 'rule', rule: 'phoneSystem' });
  return (
    <HomePage
      entries={context ? mainMenuEntries(context) : []}
      phoneSettings={phoneSettings}
      onCallBack={canCall ? (number) => void calls.run({ type: 'dial', number }) : undefined}
    />
  );
}
