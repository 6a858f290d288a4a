import { KizunaPage } from './KizunaPage';

/** `/front/notices`: every notice published so far, behind the bell's "All notices". */
export class NoticesPage extends KizunaPage {
  get heading() {
    return this.page.getByRole('heading', { level: 1, name: 'All notices' });
  }

  get list() {
    return this.main.getByRole('list', { name: 'Notices' });
  }

  /** A notice of the list, by its title. */
  notice(title: string) {
    return this.list.getByRole('listitem', { name: title });
  }
}
