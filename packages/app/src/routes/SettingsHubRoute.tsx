import { useTranslation } from 'react-i18next';
import { selectPrincipal, usePrincipalStore } from '../features/session/principalStore';
import { usePageTitle } from '../i18n/usePageTitle';
import { LinkCardSections } from '../shared/LinkCardSections';
import { availableSettings } from './settingsHubEntries';
import type { SettingsSectionId } from './settingsHubEntries';
import { Page } from '../shared/Page';

const SECTION_ORDER: readonly SettingsSectionId[] = ['DISPLAY', 'CONTACTS', 'CALLS', 'ACCOUNT'];

/** `/front/settings`: every personal setting the person has, as grouped cards. */
export function SettingsHubRoute() {
  const { t } = useTranslation();
  usePageTitle('settings.hub.title');
  const principal = usePrincipalStore(selectPrincipal);
  const entries = principal ? availableSettings(principal) : [];
  const sections = SECTION_ORDER.map((id) => ({
    id,
    title: t(`settings.hub.sections.${id}`),
    cards: entries
      .filter((entry) => entry.section === id)
      .map((entry) => ({ to: entry.to, title: t(entry.titleKey), description: t(entry.descriptionKey) })),
  })).filter((section) => section.cards.length > 0);
  return (
    <Page title={t('settings.hub.title')}>
      <LinkCardSections label={t('settings.hub.label')} sections={sections} />
    </Page>
  );
}
