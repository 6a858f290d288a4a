/** What other features use of places: import it from here, never from the files inside. */
export { MyLocationPage } from './MyLocationPage';
