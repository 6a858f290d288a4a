import { TalkPage } from '../features/talk';
import { selectPrincipal, usePrincipalStore } from '../features/session';
import { useLanguage } from '../i18n/useLanguage';
import { usePageTitle } from '../i18n/usePageTitle';

export function TalkRoute() {
  usePageTitle('talk.title');
  const principal = usePrincipalStore(selectPrincipal);
  const { language } = useLanguage();
  if (!principal) return null;
  return (
    <TalkPage
      ownUserId={principal.userInfo.userId}
      ownContactId={principal.userInfo.contactId}
      romaji={language === 'en'}
    />
  );
}
