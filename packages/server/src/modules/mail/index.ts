export { enqueueMail, type OutgoingMail } from './mailStore.js';
export { startMailDelivery, MAIL_MAX_ATTEMPTS, type MailDelivery } from './MailDelivery.js';
export { outboxFolderTransport, smtpTransport, type MailTransport } from './MailTransport.js';
export type { MailTables } from './mailTables.js';
