import { AnpiResultsPage, MyAnpiPage } from '../features/anpiAnswer';
import { useDirectoryTenantSettings } from '../features/internalContacts/usePhoneSettings';

/** `/front/anpi`: the safety checks that ask the signed-in person. */
export function MyAnpiRoute() {
  return <MyAnpiPage />;
}

/** `/front/anpi/checks/:checkId`: the results of one check. */
export function AnpiResultsRoute() {
  const { phoneSettings } = useDirectoryTenantSettings();
  return <AnpiResultsPage phoneSettings={phoneSettings} />;
}
