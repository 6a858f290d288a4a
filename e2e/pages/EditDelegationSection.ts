import { KizunaPage } from './KizunaPage';

/** The "Delegated editing" section of a person's admin page (`/front/admin/user/{id}`), in English. */
export class EditDelegationSection extends KizunaPage {
  get section() {
    return this.page.getByRole('region', { name: 'Delegated editing' });
  }

  /** The entries the person may edit, as listed. */
  get list() {
    return this.section.getByRole('list', { name: /may edit$/ });
  }

  /** Finds a colleague by a word (account id or name) and ticks them. */
  async choosePerson(word: string, fullname: string): Promise<void> {
    const search = this.section.getByRole('searchbox');
    await search.fill(word);
    await this.section
      .getByRole('checkbox', { name: new RegExp(fullname) })
      .first()
      .check({ force: true });
    await search.fill('');
  }

  async delegate(): Promise<void> {
    await this.section.getByRole('button', { name: 'Delegate', exact: true }).click();
  }

  /** A person or division in the list of entries the person may edit. */
  listed(name: string) {
    return this.list.getByText(name, { exact: true });
  }

  revokeButton(target: string) {
    return this.section.getByRole('button', { name: `Stop delegating ${target}` });
  }
}
