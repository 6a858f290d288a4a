import type { Contract } from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../http/Handler.js';
import { actionLogAdminHandlers } from './actionLogAdmin/index.js';
import { apiKeysHandlers, apiServiceAdminHandlers } from './apiKeys/index.js';
import { anpiAdminHandlers, anpiHandlers, anpiLinkHandlers } from './anpi/index.js';
import { anpiQuakeAdminHandlers } from './anpiQuake/index.js';
import { authHandlers } from './auth/index.js';
import { businessCardDetailFields, businessCardsHandlers } from './businessCards/index.js';
import { callHistoryHandlers } from './callHistory/index.js';
import { callSettingsHandlers, dialPickupAdminHandlers } from './callSettings/index.js';
import { callsHandlers } from './calls/index.js';
import { companyAdminHandlers } from './companyAdmin/index.js';
import { destinationAdminHandlers, userDestHandlers } from './destinations/index.js';
import { companyDirectoryHandlers } from './companyDirectory/index.js';
import { contactGroupsHandlers } from './contactGroups/index.js';
import { contactImportHandlers } from './contactImport/index.js';
import { contactFoldersHandlers } from './contactFolders/index.js';
import { deviceHandlers } from './device/index.js';
import { digitalCardHandlers } from './digitalCard/index.js';
import { divisionAdminHandlers } from './divisionAdmin/index.js';
import { divisionsHandlers } from './divisions/index.js';
import { externalContactsHandlers } from './externalContacts/index.js';
import { faceImagesHandlers } from './faceImages/index.js';
import {
  groupCompaniesHandlers,
  groupCompanyAdminHandlers,
  internalContactAdminHandlers,
} from './groupCompanies/index.js';
import { informationAdminHandlers, informationHandlers } from './information/index.js';
import { internalContactsHandlers } from './internalContacts/index.js';
import { accountActivationHandlers, userInvitationsHandlers } from './invitations/index.js';
import { pbxApiHandlers } from './pbxApi/index.js';
import { phoneSystemAdminHandlers } from './phoneSystemAdmin/index.js';
import { personalInfoHandlers } from './personalInfo/index.js';
import {
  cmxHandlers,
  exBeaconAdminHandlers,
  exBeaconHandlers,
  ibashoHandlers,
  merakiHandlers,
  myLocationHandlers,
  placesAdminHandlers,
  placesHandlers,
} from './location/index.js';
import { locationVendorAdminHandlers } from './locationVendors/index.js';
import { activeDirectoryAdminHandlers } from './activeDirectory/index.js';
import { presenceHandlers } from './presence/index.js';
import { principalHandlers } from './principal/index.js';
import { profileHandlers, userEditHandlers } from './profile/index.js';
import { publicApiHandlers } from './publicApi/index.js';
import { sansanImportAdminHandlers } from './sansanImport/index.js';
import { scimAdminHandlers } from './scim/index.js';
import { talkHandlers } from './talk/index.js';
import { thanksAdminHandlers, thanksHandlers, thanksPointStatusHandler } from './thanks/index.js';
import { userAdminHandlers } from './userAdmin/index.js';
import { userSettingsHandlers } from './userSettings/index.js';

export type ContractHandlers = { readonly [A in keyof Contract]: AreaHandlers<Contract[A]> };

/** A handler for every endpoint of the contract; an area or endpoint left out is a type error. */
export const contractHandlers: ContractHandlers = {
  auth: authHandlers,
  principal: { ...principalHandlers, thanksPointStatus: thanksPointStatusHandler },
  userSettings: userSettingsHandlers,
  information: informationHandlers,
  device: deviceHandlers,
  internalContacts: internalContactsHandlers,
  personalInfo: personalInfoHandlers,
  profile: profileHandlers,
  divisions: divisionsHandlers,
  presence: presenceHandlers,
  userDest: userDestHandlers,
  faceImages: faceImagesHandlers,
  userEdit: userEditHandlers,
  calls: callsHandlers,
  pbxApi: pbxApiHandlers,
  contactImport: contactImportHandlers,
  digitalCard: digitalCardHandlers,
  callHistory: callHistoryHandlers,
  callSettings: callSettingsHandlers,
  dialPickupAdmin: dialPickupAdminHandlers,
  externalContacts: externalContactsHandlers(businessCardDetailFields),
  contactFolders: contactFoldersHandlers,
  businessCards: businessCardsHandlers,
  groupCompanies: groupCompaniesHandlers,
  companyDirectory: companyDirectoryHandlers,
  contactGroups: contactGroupsHandlers,
  talk: talkHandlers,
  thanks: thanksHandlers,
  thanksAdmin: thanksAdminHandlers,
  informationAdmin: informationAdminHandlers,
  divisionAdmin: divisionAdminHandlers,
  scimAdmin: scimAdminHandlers,
  groupCompanyAdmin: groupCompanyAdminHandlers,
  internalContactAdmin: internalContactAdminHandlers,
  userAdmin: userAdminHandlers,
  userInvitations: userInvitationsHandlers,
  accountActivation: accountActivationHandlers,
  companyAdmin: companyAdminHandlers,
  destinationAdmin: destinationAdminHandlers,
  actionLogAdmin: actionLogAdminHandlers,
  publicApi: publicApiHandlers,
  apiKeys: apiKeysHandlers,
  apiServiceAdmin: apiServiceAdminHandlers,
  anpi: anpiHandlers,
  anpiAdmin: anpiAdminHandlers,
  anpiLink: anpiLinkHandlers,
  anpiQuakeAdmin: anpiQuakeAdminHandlers,
  cmx: cmxHandlers,
  exBeacon: exBeaconHandlers,
  ibasho: ibashoHandlers,
  meraki: merakiHandlers,
  exBeaconAdmin: exBeaconAdminHandlers,
  places: placesHandlers,
  myLocation: myLocationHandlers,
  placesAdmin: placesAdminHandlers,
  locationVendorAdmin: locationVendorAdminHandlers,
  phoneSystemAdmin: phoneSystemAdminHandlers,
  sansanImportAdmin: sansanImportAdminHandlers,
  activeDirectoryAdmin: activeDirectoryAdminHandlers,
};
