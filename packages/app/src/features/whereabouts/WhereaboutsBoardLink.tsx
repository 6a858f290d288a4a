import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface WhereaboutsBoardLinkProps {
  divisionId: number;
  /** Named in the link's accessible name where several divisions' links stand together. */
  divisionName?: string;
}

/** The way to a division's whereabouts board, from its directory list or a person's divisions. */
export function WhereaboutsBoardLink({ divisionId, divisionName }: WhereaboutsBoardLinkProps) {
  const { t } = useTranslation();
  return (
    <Link
      className="kz-whereabouts-link"
      to={`/internalContacts/whereabouts/${divisionId}`}
      aria-label={divisionName ? t('whereabouts.board.openOf', { division: divisionName }) : undefined}
    >
      <ClipboardList size={16} aria-hidden="true" focusable="false" />
      {t('whereabouts.board.open')}
    </Link>
  );
}

/** The board's link above a directory list of exactly one division; nothing otherwise. */
export function SelectedDivisionBoardLink({ divisionIds }: { divisionIds: readonly number[] }) {
  const [divisionId] = divisionIds;
  if (divisionIds.length !== 1 || divisionId === undefined) return null;
  return (
    <p className="kz-internal-contacts__board">
      <WhereaboutsBoardLink divisionId={divisionId} />
    </p>
  );
}
