import type { Contract } from './table';

/** Loads one area of the contract: its endpoints with their schemas, in a chunk of their own. */
export type ContractAreaLoaders = { readonly [A in keyof Contract]: () => Promise<Contract[A]> };

/**
 * The contract table, an area at a time: for a browser client that loads an area's endpoints and
 * schemas on its first call into it (`createLazyKizunaClient`), so a page carries only the areas
 * it calls. The keys are the table's; `contract.test.ts` holds each loader to the table's area.
 */
export const contractAreaLoaders: ContractAreaLoaders = {
  auth: () => import('./areas/authEndpoints').then((m) => m.authEndpoints),
  principal: () => import('./areas/principalEndpoints').then((m) => m.principalEndpoints),
  userSettings: () => import('./areas/userSettingsEndpoints').then((m) => m.userSettingsEndpoints),
  information: () => import('./areas/informationEndpoints').then((m) => m.informationEndpoints),
  device: () => import('./areas/deviceEndpoints').then((m) => m.deviceEndpoints),
  internalContacts: () =>
    import('./areas/internalContactsEndpoints').then((m) => m.internalContactsEndpoints),
  personalInfo: () => import('./areas/personalInfoEndpoints').then((m) => m.personalInfoEndpoints),
  profile: () => import('./areas/profileEndpoints').then((m) => m.profileEndpoints),
  divisions: () => import('./areas/divisionsEndpoints').then((m) => m.divisionsEndpoints),
  presence: () => import('./areas/presenceEndpoints').then((m) => m.presenceEndpoints),
  userDest: () => import('./areas/destinationEndpoints').then((m) => m.userDestEndpoints),
  faceImages: () => import('./areas/faceImagesEndpoints').then((m) => m.faceImagesEndpoints),
  userEdit: () => import('./areas/userEditEndpoints').then((m) => m.userEditEndpoints),
  calls: () => import('./areas/callsEndpoints').then((m) => m.callsEndpoints),
  pbxApi: () => import('./areas/pbxApiEndpoints').then((m) => m.pbxApiEndpoints),
  contactImport: () => import('./areas/contactImportEndpoints').then((m) => m.contactImportEndpoints),
  digitalCard: () => import('./areas/digitalCardEndpoints').then((m) => m.digitalCardEndpoints),
  callHistory: () => import('./areas/callHistoryEndpoints').then((m) => m.callHistoryEndpoints),
  callSettings: () => import('./areas/callSettingsEndpoints').then((m) => m.callSettingsEndpoints),
  externalContacts: () =>
    import('./areas/externalContactsEndpoints').then((m) => m.externalContactsEndpoints),
  contactFolders: () => import('./areas/contactFoldersEndpoints').then((m) => m.contactFoldersEndpoints),
  contactGroups: () => import('./areas/contactGroupsEndpoints').then((m) => m.contactGroupsEndpoints),
  groupCompanies: () => import('./areas/groupCompaniesEndpoints').then((m) => m.groupCompaniesEndpoints),
  companyDirectory: () =>
    import('./areas/companyDirectoryEndpoints').then((m) => m.companyDirectoryEndpoints),
  businessCards: () => import('./areas/businessCardsEndpoints').then((m) => m.businessCardsEndpoints),
  talk: () => import('./areas/talkEndpoints').then((m) => m.talkEndpoints),
  thanks: () => import('./areas/thanksEndpoints').then((m) => m.thanksEndpoints),
  thanksAdmin: () => import('./areas/thanksEndpoints').then((m) => m.thanksAdminEndpoints),
  informationAdmin: () =>
    import('./areas/informationAdminEndpoints').then((m) => m.informationAdminEndpoints),
  divisionAdmin: () => import('./areas/divisionAdminEndpoints').then((m) => m.divisionAdminEndpoints),
  scimAdmin: () => import('./areas/scimAdminEndpoints').then((m) => m.scimAdminEndpoints),
  groupCompanyAdmin: () =>
    import('./areas/groupCompanyAdminEndpoints').then((m) => m.groupCompanyAdminEndpoints),
  internalContactAdmin: () =>
    import('./areas/internalContactAdminEndpoints').then((m) => m.internalContactAdminEndpoints),
  userAdmin: () => import('./areas/userAdminEndpoints').then((m) => m.userAdminEndpoints),
  userInvitations: () => import('./areas/userInvitationsEndpoints').then((m) => m.userInvitationsEndpoints),
  accountActivation: () =>
    import('./areas/userInvitationsEndpoints').then((m) => m.accountActivationEndpoints),
  companyAdmin: () => import('./areas/companyAdminEndpoints').then((m) => m.companyAdminEndpoints),
  destinationAdmin: () => import('./areas/destinationEndpoints').then((m) => m.destinationAdminEndpoints),
  actionLogAdmin: () => import('./areas/companyAdminEndpoints').then((m) => m.actionLogAdminEndpoints),
  publicApi: () => import('./areas/publicApiEndpoints').then((m) => m.publicApiEndpoints),
  apiKeys: () => import('./areas/apiKeysEndpoints').then((m) => m.apiKeysEndpoints),
  apiServiceAdmin: () => import('./areas/apiKeysEndpoints').then((m) => m.apiServiceAdminEndpoints),
  anpi: () => import('./areas/anpiEndpoints').then((m) => m.anpiEndpoints),
  anpiAdmin: () => import('./areas/anpiEndpoints').then((m) => m.anpiAdminEndpoints),
  anpiLink: () => import('./areas/anpiEndpoints').then((m) => m.anpiLinkEndpoints),
  anpiQuakeAdmin: () => import('./areas/anpiQuakeEndpoints').then((m) => m.anpiQuakeAdminEndpoints),
  cmx: () => import('./areas/placeEndpoints').then((m) => m.cmxEndpoints),
  exBeacon: () => import('./areas/placeEndpoints').then((m) => m.exBeaconEndpoints),
  ibasho: () => import('./areas/placeEndpoints').then((m) => m.ibashoEndpoints),
  meraki: () => import('./areas/placeEndpoints').then((m) => m.merakiEndpoints),
  exBeaconAdmin: () => import('./areas/placeEndpoints').then((m) => m.exBeaconAdminEndpoints),
  places: () => import('./areas/placeEndpoints').then((m) => m.placesEndpoints),
  myLocation: () => import('./areas/placeEndpoints').then((m) => m.myLocationEndpoints),
  placesAdmin: () => import('./areas/placeEndpoints').then((m) => m.placesAdminEndpoints),
  locationVendorAdmin: () =>
    import('./areas/locationVendorEndpoints').then((m) => m.locationVendorAdminEndpoints),
  phoneSystemAdmin: () =>
    import('./areas/phoneSystemAdminEndpoints').then((m) => m.phoneSystemAdminEndpoints),
  sansanImportAdmin: () => import('./areas/sansanImportEndpoints').then((m) => m.sansanImportAdminEndpoints),
  activeDirectoryAdmin: () =>
    import('./areas/activeDirectoryEndpoints').then((m) => m.activeDirectoryAdminEndpoints),
  dialPickupAdmin: () => import('./areas/dialPickupAdminEndpoints').then((m) => m.dialPickupAdminEndpoints),
};
