import { ThanksPage } from '../features/thanks';
import { usePageTitle } from '../i18n/usePageTitle';

export function ThanksRoute() {
  usePageTitle('thanks.title');
  return <ThanksPage />;
}
