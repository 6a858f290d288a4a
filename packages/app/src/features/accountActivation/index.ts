export { AccountActivationPage, PasswordResetPage } from './AccountActivationPage';
export { ActivationCompletePage, ActivationErrorPage } from './ActivationResultPages';
