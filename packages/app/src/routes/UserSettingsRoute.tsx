import { useTranslation } from 'react-i18next';
import {
  capabilityContextOfPrincipal,
  usePrincipalStore,
  selectPrincipal,
} from '../features/session/principalStore';
import { isAccessAllowed } from '../features/session/shellLoaders';
import { useOwnDivisions } from '../features/divisions/useOwnDivisions';
import { usePageTitle } from '../i18n/usePageTitle';
import { builtStartPageChoices, isMainMenuEntryBuilt } from './builtPages';
import { UserSettingsForm } from '../features/settings/UserSettingsForm';
import { useUserDisplaySettings } from '../features/settings/useUserDisplaySettings';
import { Page } from '../shared/Page';

export function UserSettingsRoute() {
  const { t } = useTranslation();
  usePageTitle('settings.user.title');
  const principal = usePrincipalStore(selectPrincipal);
  const { settings, error, isLoading, save } = useUserDisplaySettings();
  const ownDivisions = useOwnDivisions();
  return (
    <Page title={t('settings.user.title')}>
      {isLoading && <p role="status">{t('common.loading')}</p>}
      {error != null && <p role="alert">{t('settings.user.loadFailed')}</p>}
      {settings && principal && (
        <UserSettingsForm
          settings={settings}
          thanksAvailable={isAccessAllowed(principal, { menu: 'THANKS' }) && isMainMenuEntryBuilt('THANKS')}
          startPageChoices={builtStartPageChoices(capabilityContextOfPrincipal(principal))}
          onSave={save}
          ownDivisions={ownDivisions}
        />
      )}
    </Page>
  );
}
