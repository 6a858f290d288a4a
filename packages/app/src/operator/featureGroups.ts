import type { TenantFeature } from '@kizuna/api-client/contract';

export type FeatureGroup = 'communication' | 'directory' | 'phone' | 'places' | 'integrations';

/** The tenant features in the groups the tenant page shows them in; every feature once. */
export const FEATURE_GROUPS: readonly { group: FeatureGroup; features: readonly TenantFeature[] }[] = [
  {
    group: 'communication',
    features: ['TALK', 'GOTALK', 'THANKS', 'ANPI', 'CUSTOM_PRESENCE', 'AI_SUMMARY', 'FEEDBACK'],
  },
  {
    group: 'directory',
    features: [
      'COMPANY_SEARCH',
      'DIVISION_INTRODUCTION',
      'TOGO',
      'JOB_SITE',
      'PAAPI',
      'FILE_STORAGE',
      'INTELLIGENCE_NAVI',
    ],
  },
  {
    group: 'phone',
    features: [
      'CALL_SETTINGS',
      'SPBX',
      'CUCM',
      'DIAL_PICKUP',
      'PBX_API_OAUTH2_TENANT',
      'PBX_API_OAUTH2_USER',
      'OFFICE_LINK',
      'THINCA',
    ],
  },
  { group: 'places', features: ['IBASHO', 'CMX', 'MERAKI', 'EX_BEACON', 'CIRQLE'] },
  {
    group: 'integrations',
    features: [
      'ACTIVE_DIRECTORY',
      'AZURE_ACTIVE_DIRECTORY',
      'OUTLOOK_SYNC',
      'SANSAN',
      'SFDC',
      'OCR_MACHINE',
      'OCR_REGOLITH',
    ],
  },
];
