import { BeaconAdminPage, CmxAdminPage, MerakiAdminPage } from '../features/admin/locationVendors';
import { DialPickupAdminPage } from '../features/admin/dialPickup/DialPickupAdminPage';
import { usePageTitle } from '../i18n/usePageTitle';

/* Each page's title is its Manage card's label. */

export function MerakiAdminRoute() {
  usePageTitle('menu.admin.MERAKI');
  return <MerakiAdminPage />;
}

export function CmxAdminRoute() {
  usePageTitle('menu.admin.CMX');
  return <CmxAdminPage />;
}

export function BeaconAdminRoute() {
  usePageTitle('menu.admin.EX_BEACON');
  return <BeaconAdminPage />;
}

export function DialPickupAdminRoute() {
  usePageTitle('menu.admin.DIAL_PICKUP');
  return <DialPickupAdminPage />;
}
