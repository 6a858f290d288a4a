export { AccountActivationPage } from './AccountActivationPage';
export { ActivationCompletePage, ActivationErrorPage } from './ActivationResultPages';
