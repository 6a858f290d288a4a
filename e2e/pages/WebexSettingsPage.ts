import { KizunaPage } from './KizunaPage';

/** `/front/settings/pbxApiSettings` and the result page of the Webex Calling authorisation. */
export class WebexSettingsPage extends KizunaPage {
  /** `Authorised` or `Not authorised`. */
  state(text: 'Authorised' | 'Not authorised') {
    return this.page.getByText(text, { exact: true });
  }

  /** `Authorise at Webex`, `Disconnect`. */
  button(name: string) {
    return this.page.getByRole('button', { name });
  }

  get backLink() {
    return this.page.getByRole('link', { name: 'Back to Webex Calling settings' });
  }

  /** Why the authorisation failed. */
  get error() {
    return this.page.getByRole('alert');
  }
}
