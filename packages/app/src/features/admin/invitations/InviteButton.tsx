import './invitationsAdmin.css';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The path of the invitations page, under `/front`. */
export const INVITATIONS_PATH = '/admin/user/invitations';

/** A link to the invitations page, styled as a button, for the user list's toolbar. */
export function InviteButton() {
  const { t } = useTranslation();
  return (
    <Link className="kz-Button kz-invite-button" to={INVITATIONS_PATH}>
      <Mail size={16} aria-hidden="true" />
      {t('admin.invitations.inviteButton')}
    </Link>
  );
}
