export { findContactByPhoneNumber, type PhoneContact } from './findContactByPhoneNumber.js';
export {
  CONTACT_PHONE_FIELDS,
  ensurePhoneNumberIndex,
  indexContactPhoneNumbers,
  indexPeoplePhoneNumbers,
  PERSON_PHONE_FIELDS,
  PHONE_NUMBER_INDEX_FORMAT,
  type PhoneField,
} from './phoneNumberIndex.js';
export { phoneNumberKey } from './phoneNumberKey.js';
