import type { Contract } from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../http/Handler.js';
import { authHandlers } from './auth/authHandlers.js';
import { businessCardsHandlers } from './businessCards/businessCardsHandlers.js';
import { callHistoryHandlers } from './callHistory/callHistoryHandlers.js';
import { callSettingsHandlers } from './callSettings/callSettingsHandlers.js';
import { callsHandlers } from './calls/callsHandlers.js';
import { companyDirectoryHandlers } from './companyDirectory/companyDirectoryHandlers.js';
import { contactGroupsHandlers } from './contactGroups/contactGroupsHandlers.js';
import { contactImportHandlers } from './contactImport/contactImportHandlers.js';
import { contactFoldersHandlers } from './contactFolders/contactFoldersHandlers.js';
import { deviceHandlers } from './device/deviceHandlers.js';
import { digitalCardHandlers } from './digitalCard/digitalCardHandlers.js';
import { divisionsHandlers } from './divisions/divisionsHandlers.js';
import { externalContactsHandlers } from './externalContacts/externalContactsHandlers.js';
import { faceImagesHandlers } from './faceImages/faceImagesHandlers.js';
import { groupCompaniesHandlers } from './groupCompanies/groupCompaniesHandlers.js';
import { informationHandlers } from './information/informationHandlers.js';
import { internalContactsHandlers } from './internalContacts/internalContactsHandlers.js';
import { pbxApiHandlers } from './pbxApi/pbxApiHandlers.js';
import { personalInfoHandlers } from './personalInfo/personalInfoHandlers.js';
import { presenceHandlers } from './presence/presenceHandlers.js';
import { principalHandlers } from './principal/principalHandlers.js';
import { userSettingsHandlers } from './userSettings/userSettingsHandlers.js';

export type ContractHandlers = { readonly [A in keyof Contract]: AreaHandlers<Contract[A]> };

/** A handler for every endpoint of the contract; an area or endpoint left out is a type error. */
export const contractHandlers: ContractHandlers = {
  auth: authHandlers,
  principal: principalHandlers,
  userSettings: userSettingsHandlers,
  information: informationHandlers,
  device: deviceHandlers,
  internalContacts: internalContactsHandlers,
  personalInfo: personalInfoHandlers,
  divisions: divisionsHandlers,
  presence: presenceHandlers,
  faceImages: faceImagesHandlers,
  calls: callsHandlers,
  pbxApi: pbxApiHandlers,
  contactImport: contactImportHandlers,
  digitalCard: digitalCardHandlers,
  callHistory: callHistoryHandlers,
  callSettings: callSettingsHandlers,
  externalContacts: externalContactsHandlers,
  contactFolders: contactFoldersHandlers,
  businessCards: businessCardsHandlers,
  groupCompanies: groupCompaniesHandlers,
  companyDirectory: companyDirectoryHandlers,
  contactGroups: contactGroupsHandlers,
};
