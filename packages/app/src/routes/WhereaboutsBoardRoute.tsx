import { useParams } from 'react-router';
import { WhereaboutsBoardPage } from '../features/whereabouts';
import { usePageTitle } from '../i18n/usePageTitle';

export function WhereaboutsBoardRoute() {
  usePageTitle('whereabouts.board.title');
  const divisionId = Number(useParams().divisionId);
  return <WhereaboutsBoardPage key={divisionId} divisionId={divisionId} />;
}
