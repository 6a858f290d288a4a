import { PlainSearchField } from '@kizuna/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { freeWordSearchPath } from '../internalContacts';
import { DashboardCard } from './DashboardCard';

/** The internal directory's search on the dashboard: Enter opens the directory with the results. */
export function SearchCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [word, setWord] = useState('');
  return (
    <DashboardCard
      id="search"
      fullWidth
      title={t('home.search.title')}
      more={{ to: '/internalContacts', label: t('home.search.open') }}
    >
      <form
        role="search"
        aria-label={t('home.search.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(word.trim() ? freeWordSearchPath(word) : '/internalContacts');
        }}
      >
        <PlainSearchField
          label={t('home.search.label')}
          placeholder={t('home.search.placeholder')}
          description={t('home.search.hint')}
          value={word}
          onChange={setWord}
        />
      </form>
    </DashboardCard>
  );
}
