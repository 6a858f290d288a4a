import { CommonFolderDialog } from './ExternalContactsPage';
import { KizunaPage } from './KizunaPage';

/** `/front/admin/commonContact`: the tenant's common folders, in English or Japanese. */
export class CommonContactAdminPage extends KizunaPage {
  async open(): Promise<void> {
    await this.page.goto('/front/admin/commonContact');
    await this.headingNamed(/^(Common contacts|共有連絡先)$/).waitFor();
  }

  get newFolderButton() {
    return this.page.getByRole('button', { name: /^(New common folder|共通フォルダーを作成)$/ });
  }

  /** The dialog of a new folder, or of the settings of one. */
  dialog(name: 'New common folder' | 'Common folder settings') {
    return new CommonFolderDialog(this.page.getByRole('dialog', { name }));
  }

  row(folderName: string) {
    return this.main
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: new RegExp(folderName) }) });
  }

  /** A word the folder's row shows: who reads it, who edits it. */
  rowText(folderName: string, text: string) {
    return this.row(folderName).getByText(text, { exact: true });
  }

  /** The link from a folder to its contacts in the external contacts area. */
  contactsLink(folderName: string) {
    return this.main.getByRole('link', { name: `Contacts of ${folderName}` });
  }

  async openSettings(folderName: string): Promise<void> {
    await this.page.getByRole('button', { name: `Settings of ${folderName}` }).click();
  }
}
