import { ThanksLogsPage, ThanksSettingsPage, ThanksStampsPage } from '../features/admin/thanks';
import { usePageTitle } from '../i18n/usePageTitle';

export function ThanksSettingsRoute() {
  usePageTitle('admin.thanks.settings.title');
  return <ThanksSettingsPage />;
}

export function ThanksStampsRoute() {
  usePageTitle('admin.thanks.stamps.title');
  return <ThanksStampsPage />;
}

export function ThanksLogsRoute() {
  usePageTitle('admin.thanks.logs.title');
  return <ThanksLogsPage />;
}
