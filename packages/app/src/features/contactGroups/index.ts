/** What other features use of contactGroups: import it from here, never from the files inside. */
export { AddToGroupMenu } from './AddToGroupMenu';
export { formatGroupHash } from './groupHash';
