import { useTranslation } from 'react-i18next';
import { NoticeList } from '../notices';
import type { NoticeListProps } from '../notices';

export type HomePageProps = NoticeListProps;

/** The home page: its title and the notices of the tenant. */
export function HomePage(props: HomePageProps) {
  const { t } = useTranslation();
  return (
    <main className="kz-page" aria-labelledby="kz-page-title">
      <h1 id="kz-page-title" className="kz-page__title">
        {t('home.title')}
      </h1>
      <section aria-labelledby="kz-notices-title">
        <h2 id="kz-notices-title">{t('home.notices.title')}</h2>
        <NoticeList {...props} />
      </section>
    </main>
  );
}
