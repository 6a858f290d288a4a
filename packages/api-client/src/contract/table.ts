import { apiKeysEndpoints, apiServiceAdminEndpoints } from './areas/apiKeysEndpoints';
import { anpiAdminEndpoints, anpiEndpoints, anpiLinkEndpoints } from './areas/anpiEndpoints';
import { anpiQuakeAdminEndpoints } from './areas/anpiQuakeEndpoints';
import { authEndpoints } from './areas/authEndpoints';
import { businessCardsEndpoints } from './areas/businessCardsEndpoints';
import { callHistoryEndpoints } from './areas/callHistoryEndpoints';
import { callSettingsEndpoints } from './areas/callSettingsEndpoints';
import { callsEndpoints } from './areas/callsEndpoints';
import { actionLogAdminEndpoints, companyAdminEndpoints } from './areas/companyAdminEndpoints';
import { companyDirectoryEndpoints } from './areas/companyDirectoryEndpoints';
import { contactGroupsEndpoints } from './areas/contactGroupsEndpoints';
import { contactImportEndpoints } from './areas/contactImportEndpoints';
import { contactFoldersEndpoints } from './areas/contactFoldersEndpoints';
import { destinationAdminEndpoints, userDestEndpoints } from './areas/destinationEndpoints';
import { deviceEndpoints } from './areas/deviceEndpoints';
import { digitalCardEndpoints } from './areas/digitalCardEndpoints';
import { divisionAdminEndpoints } from './areas/divisionAdminEndpoints';
import { divisionsEndpoints } from './areas/divisionsEndpoints';
import { externalContactsEndpoints } from './areas/externalContactsEndpoints';
import { faceImagesEndpoints } from './areas/faceImagesEndpoints';
import { groupCompaniesEndpoints } from './areas/groupCompaniesEndpoints';
import { informationAdminEndpoints } from './areas/informationAdminEndpoints';
import { informationEndpoints } from './areas/informationEndpoints';
import { internalContactAdminEndpoints } from './areas/internalContactAdminEndpoints';
import { internalContactsEndpoints } from './areas/internalContactsEndpoints';
import { groupCompanyAdminEndpoints } from './areas/groupCompanyAdminEndpoints';
import { scimAdminEndpoints } from './areas/scimAdminEndpoints';
import { locationVendorAdminEndpoints } from './areas/locationVendorEndpoints';
import { sansanImportAdminEndpoints } from './areas/sansanImportEndpoints';
import { activeDirectoryAdminEndpoints } from './areas/activeDirectoryEndpoints';
import { dialPickupAdminEndpoints } from './areas/dialPickupAdminEndpoints';
import { pbxApiEndpoints } from './areas/pbxApiEndpoints';
import { phoneSystemAdminEndpoints } from './areas/phoneSystemAdminEndpoints';
import { personalInfoEndpoints } from './areas/personalInfoEndpoints';
import { presenceEndpoints } from './areas/presenceEndpoints';
import {
  cmxEndpoints,
  exBeaconAdminEndpoints,
  exBeaconEndpoints,
  ibashoEndpoints,
  merakiEndpoints,
  myLocationEndpoints,
  placesAdminEndpoints,
  placesEndpoints,
} from './areas/placeEndpoints';
import { principalEndpoints } from './areas/principalEndpoints';
import { profileEndpoints } from './areas/profileEndpoints';
import { publicApiEndpoints } from './areas/publicApiEndpoints';
import { talkEndpoints } from './areas/talkEndpoints';
import { thanksAdminEndpoints, thanksEndpoints } from './areas/thanksEndpoints';
import { userAdminEndpoints } from './areas/userAdminEndpoints';
import { userEditEndpoints } from './areas/userEditEndpoints';
import { userSettingsEndpoints } from './areas/userSettingsEndpoints';
import { accountActivationEndpoints, userInvitationsEndpoints } from './areas/userInvitationsEndpoints';
import type { EndpointDefinition } from './endpoint';

/**
 * Every endpoint of the API, grouped by area. The client, the server, the generated tests and the
 * OpenAPI document all read this table; adding an entry here is how an endpoint comes to exist.
 */
export const contract = {
  auth: authEndpoints,
  principal: principalEndpoints,
  userSettings: userSettingsEndpoints,
  information: informationEndpoints,
  device: deviceEndpoints,
  internalContacts: internalContactsEndpoints,
  personalInfo: personalInfoEndpoints,
  profile: profileEndpoints,
  divisions: divisionsEndpoints,
  presence: presenceEndpoints,
  userDest: userDestEndpoints,
  faceImages: faceImagesEndpoints,
  userEdit: userEditEndpoints,
  calls: callsEndpoints,
  pbxApi: pbxApiEndpoints,
  contactImport: contactImportEndpoints,
  digitalCard: digitalCardEndpoints,
  callHistory: callHistoryEndpoints,
  callSettings: callSettingsEndpoints,
  externalContacts: externalContactsEndpoints,
  contactFolders: contactFoldersEndpoints,
  contactGroups: contactGroupsEndpoints,
  groupCompanies: groupCompaniesEndpoints,
  companyDirectory: companyDirectoryEndpoints,
  businessCards: businessCardsEndpoints,
  talk: talkEndpoints,
  thanks: thanksEndpoints,
  thanksAdmin: thanksAdminEndpoints,
  informationAdmin: informationAdminEndpoints,
  divisionAdmin: divisionAdminEndpoints,
  scimAdmin: scimAdminEndpoints,
  groupCompanyAdmin: groupCompanyAdminEndpoints,
  internalContactAdmin: internalContactAdminEndpoints,
  userAdmin: userAdminEndpoints,
  userInvitations: userInvitationsEndpoints,
  accountActivation: accountActivationEndpoints,
  companyAdmin: companyAdminEndpoints,
  destinationAdmin: destinationAdminEndpoints,
  actionLogAdmin: actionLogAdminEndpoints,
  publicApi: publicApiEndpoints,
  apiKeys: apiKeysEndpoints,
  apiServiceAdmin: apiServiceAdminEndpoints,
  anpi: anpiEndpoints,
  anpiAdmin: anpiAdminEndpoints,
  anpiLink: anpiLinkEndpoints,
  anpiQuakeAdmin: anpiQuakeAdminEndpoints,
  cmx: cmxEndpoints,
  exBeacon: exBeaconEndpoints,
  ibasho: ibashoEndpoints,
  meraki: merakiEndpoints,
  exBeaconAdmin: exBeaconAdminEndpoints,
  places: placesEndpoints,
  myLocation: myLocationEndpoints,
  placesAdmin: placesAdminEndpoints,
  locationVendorAdmin: locationVendorAdminEndpoints,
  phoneSystemAdmin: phoneSystemAdminEndpoints,
  sansanImportAdmin: sansanImportAdminEndpoints,
  activeDirectoryAdmin: activeDirectoryAdminEndpoints,
  dialPickupAdmin: dialPickupAdminEndpoints,
};

export type Contract = typeof contract;
export type ContractArea = keyof Contract;

export interface ContractEntry {
  readonly area: string;
  readonly name: string;
  readonly endpoint: EndpointDefinition;
}

/** The table as a flat list, for readers that walk every endpoint (server routes, tests, docs). */
export function listEndpoints(
  table: Record<string, Record<string, EndpointDefinition>> = contract,
): ContractEntry[] {
  return Object.entries(table).flatMap(([area, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => ({ area, name, endpoint })),
  );
}
