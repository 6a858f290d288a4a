/** What other features use of whereabouts: import it from here, never from the files inside. */
export { builtInSwatch, DestinationBadge } from './DestinationBadge';
export { DestinationEventsEffect } from './DestinationEventsEffect';
export { MyDestinationMenu } from './MyDestinationMenu';
export { useDestinationStore } from './destinationStore';
export { destinationOfColumn, PersonDestination } from './PersonDestination';
export { PersonDestinationLoader } from './PersonDestinationLoader';
export { SelectedDivisionBoardLink, WhereaboutsBoardLink } from './WhereaboutsBoardLink';
export { WhereaboutsBoardPage } from './WhereaboutsBoardPage';
