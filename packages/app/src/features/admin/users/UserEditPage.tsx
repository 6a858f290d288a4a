import '../adminPage.css';
import './usersAdmin.css';
import type { FieldError, UserAdminSaveBody, UserAdminUser } from '@kizuna/api-client/contract';
import { DEFAULT_PASSWORD_POLICY } from '@kizuna/api-client/validation';
import { ErrorState, Skeleton } from '@kizuna/ui';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorCodeOf, fieldErrorsOf } from '../../../api/apiErrors';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { selectPrincipal, usePrincipalStore } from '../../session';
import { EditDelegationSection } from './EditDelegationSection';
import { UserAccountActions } from './UserAccountActions';
import { UserForm } from './UserForm';
import { useDivisionOptions } from './useDivisionOptions';
import { userStatusOf } from './userStatus';

/** Saving a person: a toast says so; a refusal's field errors go back to the form. */
function useSaveUser(onSaved: (user: UserAdminUser, created: boolean) => void) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  return async (
    body: UserAdminSaveBody,
  ): Promise<null | readonly FieldError[] | 'failed' | 'licenceLimit'> => {
    try {
      const saved = await client.userAdmin.save({ body });
      const created = body.userId === undefined;
      toast({
        title: t(created ? 'admin.users.created' : 'admin.users.saved', { name: saved.fullname }),
        tone: 'success',
      });
      onSaved(saved, created);
      return null;
    } catch (error) {
      if (errorCodeOf(error) === 'LICENSE_LIMIT_EXCEEDED') return 'licenceLimit';
      const fieldErrors = fieldErrorsOf(error);
      return fieldErrors.length > 0 ? fieldErrors : 'failed';
    }
  };
}

/** `/front/admin/user/new` and `/front/admin/user/:userId`: one person's account and profile. */
export function UserEditPage({ userId }: { userId: number | null }) {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const policy = usePrincipalStore(selectPrincipal)?.serverInfo.passwordPolicy ?? DEFAULT_PASSWORD_POLICY;
  const divisions = useDivisionOptions();
  const user = useQuery(
    userId === null ? null : (signal) => client.userAdmin.get({ params: { userId } }, { signal }),
    `adminUser:${userId}`,
  );
  const save = useSaveUser((saved, created) => {
    if (created) void navigate(`/admin/user/${saved.userId}`);
    else user.set(saved);
  });
  const person = userId === null ? null : user.data;
  const back = (
    <Link to="/admin/user" className="kz-users-admin__back">
      <ArrowLeft size={14} aria-hidden="true" />
      {t('admin.users.back')}
    </Link>
  );
  const title =
    userId === null ? t('admin.users.addTitle') : person ? person.fullname : t('admin.users.editTitle');

  return (
    <Page title={title} back={back} className="kz-users-admin kz-user-edit">
      {person && (
        <p className="kz-user-edit__summary">
          <span>{person.accountId}</span>
          <span className="kz-admin-table__status" data-status={userStatusOf(person)}>
            {t(`admin.users.status.${userStatusOf(person)}`)}
          </span>
        </p>
      )}
      {user.error != null ? (
        <ErrorState title={t('admin.users.loadFailed')} onRetry={user.reload} />
      ) : divisions === null || (userId !== null && !person) ? (
        <Skeleton lines={10} />
      ) : (
        <div className="kz-user-edit__layout">
          <UserForm
            key={person ? `${person.userId}:${person.updatedAt}` : 'new'}
            user={person}
            divisions={divisions}
            policy={policy}
            onSave={save}
          />
          {person && (
            <UserAccountActions
              user={person}
              onChanged={user.set}
              onDeleted={() => void navigate('/admin/user')}
            />
          )}
        </div>
      )}
      {person && divisions !== null && <EditDelegationSection user={person} divisions={divisions} />}
    </Page>
  );
}
