import type { ComponentType } from 'react';

/**
 * The route module of every signed-in page but home, by its export's name (`signedInPages.ts`
 * names them): loaded with the first such page, so the first screen does not carry the table.
 */
export const PAGE_MODULES = {
  TogoAdminRoute: () => import('./TogoAdminRoute').then((m) => m.TogoAdminRoute),
  InternalContactAdminRoute: () =>
    import('./InternalContactAdminRoute').then((m) => m.InternalContactAdminRoute),
  CommonContactAdminRoute: () => import('./CommonContactAdminRoute').then((m) => m.CommonContactAdminRoute),
  InformationAdminRoute: () => import('./InformationAdminRoutes').then((m) => m.InformationAdminRoute),
  ThanksSettingsRoute: () => import('./ThanksAdminRoutes').then((m) => m.ThanksSettingsRoute),
  DivisionAdminRoute: () => import('./DivisionAdminRoute').then((m) => m.DivisionAdminRoute),
  AzureActiveDirectoryRoute: () => import('./ScimAdminRoutes').then((m) => m.AzureActiveDirectoryRoute),
  ActiveDirectoryAdminRoute: () =>
    import('./ActiveDirectoryAdminRoute').then((m) => m.ActiveDirectoryAdminRoute),
  UserAdminRoute: () => import('./UserAdminRoutes').then((m) => m.UserAdminRoute),
  CompanySettingsRoute: () => import('./CompanyAdminRoutes').then((m) => m.CompanySettingsRoute),
  ActionLogRoute: () => import('./CompanyAdminRoutes').then((m) => m.ActionLogRoute),
  ApiServicesRoute: () => import('./ApiKeyRoutes').then((m) => m.ApiServicesRoute),
  AnpiPermissionsRoute: () => import('./AnpiAdminRoutes').then((m) => m.AnpiPermissionsRoute),
  PlaceFloorsRoute: () => import('./PlacesAdminRoutes').then((m) => m.PlaceFloorsRoute),
  MerakiAdminRoute: () => import('./LocationVendorAdminRoutes').then((m) => m.MerakiAdminRoute),
  CmxAdminRoute: () => import('./LocationVendorAdminRoutes').then((m) => m.CmxAdminRoute),
  PhoneSystemAdminRoute: () => import('./PhoneSystemAdminRoute').then((m) => m.PhoneSystemAdminRoute),
  BeaconAdminRoute: () => import('./LocationVendorAdminRoutes').then((m) => m.BeaconAdminRoute),
  SansanImportRoute: () => import('./SansanImportAdminRoutes').then((m) => m.SansanImportRoute),
  DialPickupAdminRoute: () => import('./LocationVendorAdminRoutes').then((m) => m.DialPickupAdminRoute),
  NoticesRoute: () => import('./NoticesRoute').then((m) => m.NoticesRoute),
  SettingsHubRoute: () => import('./SettingsHubRoute').then((m) => m.SettingsHubRoute),
  UserSettingsRoute: () => import('./UserSettingsRoute').then((m) => m.UserSettingsRoute),
  ProfileRoute: () => import('./ProfileRoute').then((m) => m.ProfileRoute),
  AdminIndexRoute: () => import('./AdminIndexRoute').then((m) => m.AdminIndexRoute),
  InternalContactsRoute: () => import('./InternalContactsRoute').then((m) => m.InternalContactsRoute),
  InternalContactDetailRoute: () =>
    import('./InternalContactDetailRoute').then((m) => m.InternalContactDetailRoute),
  WhereaboutsBoardRoute: () => import('./WhereaboutsBoardRoute').then((m) => m.WhereaboutsBoardRoute),
  ExternalContactsRoute: () => import('./ExternalContactsRoute').then((m) => m.ExternalContactsRoute),
  ImportVcfResultRoute: () => import('./ImportVcfResultRoute').then((m) => m.ImportVcfResultRoute),
  ExternalContactAddRoute: () => import('./ExternalContactAddRoute').then((m) => m.ExternalContactAddRoute),
  ExternalContactDetailRoute: () =>
    import('./ExternalContactDetailRoute').then((m) => m.ExternalContactDetailRoute),
  ExternalContactEditRoute: () =>
    import('./ExternalContactEditRoute').then((m) => m.ExternalContactEditRoute),
  ImportVcfResultDetailsRoute: () =>
    import('./ImportVcfResultDetailsRoute').then((m) => m.ImportVcfResultDetailsRoute),
  GroupContactsRoute: () => import('./GroupContactsRoute').then((m) => m.GroupContactsRoute),
  GroupCompanyListRoute: () => import('./GroupCompanyListRoute').then((m) => m.GroupCompanyListRoute),
  GroupCompanyUsersRoute: () => import('./GroupCompanyUsersRoute').then((m) => m.GroupCompanyUsersRoute),
  CompanyListRoute: () => import('./CompanyListRoute').then((m) => m.CompanyListRoute),
  CallHistoryRoute: () => import('./CallHistoryRoute').then((m) => m.CallHistoryRoute),
  FloorListRoute: () => import('./FloorRoutes').then((m) => m.FloorListRoute),
  FloorMapRoute: () => import('./FloorRoutes').then((m) => m.FloorMapRoute),
  TalkRoute: () => import('./TalkRoute').then((m) => m.TalkRoute),
  ThanksRoute: () => import('./ThanksRoute').then((m) => m.ThanksRoute),
  MyAnpiRoute: () => import('./AnpiRoutes').then((m) => m.MyAnpiRoute),
  AnpiResultsRoute: () => import('./AnpiRoutes').then((m) => m.AnpiResultsRoute),
  GroupSettingsRoute: () => import('./GroupSettingsRoute').then((m) => m.GroupSettingsRoute),
  ApiKeysRoute: () => import('./ApiKeyRoutes').then((m) => m.ApiKeysRoute),
  CallSettingsRoute: () => import('./CallSettingsRoute').then((m) => m.CallSettingsRoute),
  CallRejectionSettingsRoute: () =>
    import('./CallRejectionSettingsRoute').then((m) => m.CallRejectionSettingsRoute),
  CallRejectionImportResultRoute: () =>
    import('./CallRejectionImportResultRoute').then((m) => m.CallRejectionImportResultRoute),
  CallRejectionImportResultDetailRoute: () =>
    import('./CallRejectionImportResultDetailRoute').then((m) => m.CallRejectionImportResultDetailRoute),
  UploadHistoryRoute: () => import('./UploadHistoryRoute').then((m) => m.UploadHistoryRoute),
  UploadHistoryDetailRoute: () =>
    import('./UploadHistoryDetailRoute').then((m) => m.UploadHistoryDetailRoute),
  MyLocationSettingsRoute: () => import('./MyLocationSettingsRoute').then((m) => m.MyLocationSettingsRoute),
  PbxApiSettingsPage: () => import('../features/pbxApi/PbxApiSettingsPage').then((m) => m.PbxApiSettingsPage),
  PbxApiAuthorizePage: () =>
    import('../features/pbxApi/PbxApiAuthorizePage').then((m) => m.PbxApiAuthorizePage),
  NoticeReadsRoute: () => import('./InformationAdminRoutes').then((m) => m.NoticeReadsRoute),
  DestinationsAdminRoute: () => import('./CompanyAdminRoutes').then((m) => m.DestinationsAdminRoute),
  AnpiQuakeRoute: () => import('./AnpiQuakeRoute').then((m) => m.AnpiQuakeRoute),
  ThanksLogsRoute: () => import('./ThanksAdminRoutes').then((m) => m.ThanksLogsRoute),
  ThanksStampsRoute: () => import('./ThanksAdminRoutes').then((m) => m.ThanksStampsRoute),
  PlaceFloorRoute: () => import('./PlacesAdminRoutes').then((m) => m.PlaceFloorRoute),
  LocationSettingsRoute: () => import('./PlacesAdminRoutes').then((m) => m.LocationSettingsRoute),
  AnpiChecksRoute: () => import('./AnpiAdminRoutes').then((m) => m.AnpiChecksRoute),
  UserAddRoute: () => import('./UserAdminRoutes').then((m) => m.UserAddRoute),
  UserEditRoute: () => import('./UserAdminRoutes').then((m) => m.UserEditRoute),
  InvitationsAdminRoute: () => import('./InvitationsAdminRoute').then((m) => m.InvitationsAdminRoute),
} satisfies Record<string, () => Promise<ComponentType>>;

export type PageModuleName = keyof typeof PAGE_MODULES;
