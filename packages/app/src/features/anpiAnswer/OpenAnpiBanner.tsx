import './anpiBanner.css';
import { Icon } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSilentClient } from '../../api/ClientContext';
import { useQuery } from '../../shared/useQuery';
import { selectAnpiAnswerVersion, useAnpiAnswerVersionStore } from './anpiAnswerVersionStore';
import { useAnpiFeature } from './useAnpiFeature';

/**
 * Above every page while an open safety check asks the person and they have not answered: what
 * it is, and the way to answer. Asked again on every page entry, so it goes once they answer.
 */
export function OpenAnpiBanner() {
  const enabled = useAnpiFeature();
  const { pathname } = useLocation();
  // The answer page itself shows the checks; no banner over them.
  return enabled && pathname !== '/anpi' ? <PendingAnpiCheck pathname={pathname} /> : null;
}

function PendingAnpiCheck({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const client = useSilentClient();
  const version = useAnpiAnswerVersionStore(selectAnpiAnswerVersion);
  const mine = useQuery((signal) => client.anpi.myChecks({ signal }), `anpi:banner:${pathname}:${version}`);
  const pending = (mine.data?.items ?? []).filter((item) => item.answer === null);
  const first = pending[0];
  if (!first) return null;
  return (
    <section className="kz-anpi-banner" aria-labelledby="kz-anpi-banner-text">
      <Icon name="alert" size={16} />
      <p id="kz-anpi-banner-text" className="kz-anpi-banner__text">
        {t(first.check.kind === 'DRILL' ? 'anpiAnswer.banner.drill' : 'anpiAnswer.banner.real', {
          title: first.check.title,
          count: pending.length,
        })}
      </p>
      <Link className="kz-anpi-banner__action" to="/anpi">
        {t('anpiAnswer.banner.answer')}
      </Link>
    </section>
  );
}
