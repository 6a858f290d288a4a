import { AppShell } from './AppShell';

/** `/front/profile`: my own profile, each section edited in place. */
export class MyProfilePage extends AppShell {
  async open(): Promise<void> {
    await this.page.goto('/front/profile');
    await this.heading.waitFor();
  }

  /** Opens the page as a person does: the account menu's "My profile". */
  async openFromAccountMenu(): Promise<void> {
    await this.accountMenuButton().click();
    await this.page.getByRole('menuitem', { name: 'My profile' }).click();
    await this.heading.waitFor();
  }

  get heading() {
    return this.headingNamed(/^(My profile|マイプロフィール)$/);
  }

  section(name: string) {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** Presses the section's Edit button with the keyboard, and waits for its form. */
  async edit(name: string): Promise<void> {
    await this.section(name)
      .getByRole('button', { name: `Edit ${name}` })
      .press('Enter');
    await this.section(name).getByRole('button', { name: 'Save' }).waitFor();
  }

  /** Waits until the section shows `text` and is no longer being edited. */
  async waitForSaved(name: string, text: string): Promise<void> {
    await this.section(name).getByText(text).first().waitFor();
    await this.section(name)
      .getByRole('button', { name: `Edit ${name}` })
      .waitFor();
  }

  /** The dialog that asks before leaving with an unsaved edit. */
  get leaveDialog() {
    return this.page.getByRole('alertdialog', { name: 'Leave without saving?' });
  }

  /** Answers the leave question. */
  async answerLeave(answer: 'Yes' | 'No'): Promise<void> {
    await this.leaveDialog.getByRole('button', { name: answer }).press('Enter');
  }
}
