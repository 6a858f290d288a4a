import '../adminPage.css';
import '../adminConnection.css';
import './locationVendorsAdmin.css';
import { useState } from 'react';
import type {
  BeaconGateway,
  BeaconGatewayBody,
  CreatedBeaconGateway,
  FieldError,
} from '@kizuna/api-client/contract';
import { Button, EmptyState, ErrorState, Skeleton, TextField, useDialogService } from '@kizuna/ui';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../api/apiErrors';
import { useClient } from '../../../api/ClientContext';
import { CopyButton } from '../../../shared/CopyButton';
import { formatDisplayDate } from '../../../shared/formatDisplayDate';
import { Page } from '../../../shared/Page';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';
import { CreatedGatewayDialog } from './CreatedGatewayDialog';
import { FloorMappings } from './FloorMappings';
import { GatewayDialog } from './GatewayDialog';

/** Where gateways post what they hear: this server, whatever page the admin is on. */
export function beaconWebhookUrl(origin: string = window.location.origin): string {
  return `${origin}/webhooks/beacon`;
}

/** docs/API.md, "BLE beacon gateways": what a gateway posts, one reading a line. */
function examplePost(gatewayId: string): string {
  const readings = [
    { tagId: 'ac233fa00042', rssi: -61, seenAt: '2026-11-27T09:14:50+09:00' },
    { tagId: 'ac:23:3f:a0:00:43', x: 44.5, y: 10, seenAt: '2026-11-27T00:14:55Z' },
  ];
  return [
    'POST /webhooks/beacon',
    'Authorization: Bearer kzbgw_…',
    'Content-Type: application/json',
    '',
    '{',
    `  "gatewayId": ${JSON.stringify(gatewayId)},`,
    '  "readings": [',
    readings.map((reading) => `    ${JSON.stringify(reading)}`).join(',\n'),
    '  ]',
    '}',
  ].join('\n');
}

function GatewayRows({
  gateways,
  onRemove,
}: {
  gateways: readonly BeaconGateway[];
  onRemove: (gateway: BeaconGateway) => void;
}) {
  const { t } = useTranslation();
  const column = (name: string) => (
    <span className="kz-admin-connection-table__label" aria-hidden="true">
      {t(`vendorsAdmin.beacon.columns.${name}`)}
    </span>
  );
  return (
    <table className="kz-admin-table kz-admin-connection-table">
      <caption className="kz-VisuallyHidden">
        {t('vendorsAdmin.beacon.caption', { count: gateways.length })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('vendorsAdmin.beacon.columns.name')}</th>
          <th scope="col">{t('vendorsAdmin.beacon.columns.gatewayId')}</th>
          <th scope="col">{t('vendorsAdmin.beacon.columns.floor')}</th>
          <th scope="col">{t('vendorsAdmin.beacon.columns.position')}</th>
          <th scope="col">{t('vendorsAdmin.beacon.columns.lastSeen')}</th>
          <th scope="col">
            <span className="kz-VisuallyHidden">{t('vendorsAdmin.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {gateways.map((gateway) => (
          <tr key={gateway.id}>
            <th scope="row">{gateway.name}</th>
            <td>
              {column('gatewayId')}
              <code>{gateway.gatewayId}</code>
            </td>
            <td>
              {column('floor')}
              {gateway.sourceFloorId}
            </td>
            <td>
              {column('position')}
              {t('vendorsAdmin.beacon.position', { x: gateway.x, y: gateway.y })}
            </td>
            <td>
              {column('lastSeen')}
              {gateway.lastSeenAt
                ? formatDisplayDate(gateway.lastSeenAt, 'dateTime')
                : t('vendorsAdmin.beacon.neverSeen')}
            </td>
            <td className="kz-admin-connection-table__actions">
              <Button
                variant="quiet"
                onPress={() => onRemove(gateway)}
                aria-label={t('vendorsAdmin.beacon.removeOf', { name: gateway.name })}
              >
                {t('vendorsAdmin.remove')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * `/front/admin/exBeacon`: the BLE beacon gateways that post the tags they hear (each with a
 * token shown once), the address they post to with an example, and which gateway floor is which
 * Kizuna floor.
 */
export function BeaconAdminPage() {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const dialogs = useDialogService();
  const gateways = useQuery(
    (signal) => client.locationVendorAdmin.beaconGateways(undefined, { signal }),
    'gateways',
  );
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedBeaconGateway | null>(null);
  const webhookUrl = beaconWebhookUrl();
  const list = gateways.data?.items;

  const create = async (body: BeaconGatewayBody): Promise<null | readonly FieldError[] | 'failed'> => {
    try {
      setCreated(await client.locationVendorAdmin.createBeaconGateway({ body }));
      gateways.reload();
      return null;
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      return fieldErrors.length > 0 ? fieldErrors : 'failed';
    }
  };

  const remove = async (gateway: BeaconGateway) => {
    const confirmed = await dialogs
      .deleteCancel({
        title: t('vendorsAdmin.beacon.removeTitle'),
        message: t('vendorsAdmin.beacon.removeMessage', { name: gateway.name }),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      await client.locationVendorAdmin.removeBeaconGateway({ params: { gatewayId: gateway.id } });
      toast({ title: t('vendorsAdmin.beacon.removed', { name: gateway.name }), tone: 'success' });
    } catch {
      toast({ title: t('vendorsAdmin.beacon.removeFailed'), tone: 'danger' });
    }
    gateways.reload();
  };

  return (
    <Page title={t('menu.admin.EX_BEACON')} className="kz-vendors-admin">
      <p className="kz-admin-connection__context">{t('vendorsAdmin.beacon.context')}</p>

      <section className="kz-admin-connection__section" aria-labelledby="kz-beacon-gateways">
        <div className="kz-admin-connection__top">
          <h2 id="kz-beacon-gateways">{t('vendorsAdmin.beacon.gatewaysHeading')}</h2>
          <Button variant="primary" onPress={() => setAdding(true)}>
            <Plus size={16} aria-hidden="true" />
            {t('vendorsAdmin.beacon.add')}
          </Button>
        </div>
        {gateways.error != null ? (
          <ErrorState title={t('vendorsAdmin.loadFailed')} onRetry={gateways.reload} />
        ) : !list ? (
          <Skeleton lines={3} />
        ) : list.length === 0 ? (
          <EmptyState
            title={t('vendorsAdmin.beacon.empty')}
            description={t('vendorsAdmin.beacon.emptyHint')}
          />
        ) : (
          <GatewayRows gateways={list} onRemove={(gateway) => void remove(gateway)} />
        )}
      </section>

      <section className="kz-admin-connection__section" aria-labelledby="kz-beacon-webhook">
        <h2 id="kz-beacon-webhook">{t('vendorsAdmin.beacon.webhookHeading')}</h2>
        <div className="kz-admin-connection__copyable kz-admin-connection__copyable--stacked">
          <TextField
            label={t('vendorsAdmin.beacon.webhookUrl')}
            value={webhookUrl}
            isReadOnly
            multiline
            rows={2}
            className="kz-admin-connection__value"
          />
          <CopyButton text={webhookUrl} label={t('vendorsAdmin.beacon.copyWebhookUrl')} />
        </div>
        <p className="kz-form-help">{t('vendorsAdmin.beacon.exampleIntro')}</p>
        <pre
          className="kz-vendors-admin__example"
          tabIndex={0}
          aria-label={t('vendorsAdmin.beacon.exampleLabel')}
        >
          <code>{examplePost(list?.[0]?.gatewayId ?? 'gw-7f-east')}</code>
        </pre>
        <p className="kz-form-help">{t('vendorsAdmin.beacon.exampleFields')}</p>
      </section>

      <FloorMappings source="beacon" />

      {adding && <GatewayDialog onCreate={create} onClose={() => setAdding(false)} />}
      {created && <CreatedGatewayDialog created={created} onClose={() => setCreated(null)} />}
    </Page>
  );
}
