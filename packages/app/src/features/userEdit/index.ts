/** What other features use of the user edit: import it from here, never from the files inside. */
export { UserEditButton } from './UserEditButton';
export { UserEditForm } from './UserEditForm';
