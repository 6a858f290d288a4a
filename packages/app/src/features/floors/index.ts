/** What other features use of floors: import it from here, never from the files inside. */
export { FloorListPage } from './FloorListPage';
export { FloorMapPage } from './FloorMapPage';
export { floorMapPath } from './floorMapPath';
export { LastSeenOnFloor } from './LastSeenOnFloor';
