import { KizunaPage } from './KizunaPage';

/** `/front/admin`: the entries of the admin area. */
export class AdminPage extends KizunaPage {
  get entries() {
    return this.page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link');
  }
}
