import './floors.css';
import { FloorMapView, Switch } from '@kizuna/ui';
import type { FloorMapPerson, PresenceKind } from '@kizuna/ui';
import { presenceKind } from '@kizuna/widgets';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useClient } from '../../api/ClientContext';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { Page } from '../../shared/Page';
import { PhoneNumber } from '../../shared/PhoneNumber';
import type { PhoneLinkSettings } from '../../shared/phoneLink';
import { selectPrincipal, usePrincipalStore } from '../session';
import { mapAreas, mapPeople } from './mapPeople';
import { useFloorMap } from './useFloorMap';

export interface FloorMapPageProps {
  floorId: number;
}

/**
 * `/front/floors/{floorId}`: the floor with the people located on it, refreshed on the server's
 * interval (001 §4) until the person stops it; `?userId=` highlights and centres someone.
 */
export function FloorMapPage({ floorId }: FloorMapPageProps) {
  const { t } = useTranslation();
  const client = useClient();
  const [paused, setPaused] = useState(false);
  const { map, error, refreshError, refreshedAt, reload } = useFloorMap(floorId, paused);
  const [searchParams, setSearchParams] = useSearchParams();
  const highlightedId = searchParams.get('userId');
  const [presence, setPresence] = useState<Map<number, { kind: PresenceKind; label: string }>>(new Map());
  // Extensions of the people whose card was opened, read from the directory as the card opens.
  const [extensions, setExtensions] = useState<Map<number, string | null>>(new Map());
  const tenant = usePrincipalStore(selectPrincipal)?.tenantInfo;
  const phoneSettings = useMemo<PhoneLinkSettings>(
    () => ({
      mode: tenant?.callControlMode.name ?? 'VIEW_ONLY',
      dynamicScheme: tenant?.callControlDynamicScheme ?? null,
    }),
    [tenant],
  );

  const people = useMemo(() => (map ? mapPeople(map, presence) : []), [map, presence]);
  const canvasRef = useFillToScreenBottom();
  const areas = useMemo(() => (map ? mapAreas(map) : []), [map]);

  // A card shows presence and calls the extension: both are read when the card opens, from the
  // directory (its visibility rules apply). A failure leaves them out (001 §8).
  const onPersonSelect = useCallback(
    (person: FloorMapPerson) => {
      const userId = Number(person.id);
      client.internalContacts.detail({ params: { contactId: userId } }).then(
        ({ extensionNum }) => setExtensions((current) => new Map(current).set(userId, extensionNum)),
        () => undefined,
      );
      client.presence.statuses({ body: { userIds: [userId] } }).then(
        ({ items }) => {
          const status = items[0]?.status ?? 'UNKNOWN';
          setPresence((current) =>
            new Map(current).set(userId, {
              kind: presenceKind(status),
              label: t(`internalContacts.presence.${status}`),
            }),
          );
        },
        () => undefined,
      );
    },
    [client, t],
  );

  const time = (date: Date) => formatDisplayDate(date, 'timeSeconds');

  const failedText = t('floorMap.map.locationFailed');
  return (
    <Page
      title={map?.floorName || t('floorMap.map.title')}
      className="kz-floor-map"
      back={<Link to="/floors">{t('floorMap.map.back')}</Link>}
    >
      <div className="kz-floor-map__bar">
        <p className="kz-floor-map__context">
          {map && t('floorMap.map.count', { count: map.clients.length })}
          {refreshedAt && map && ` · ${t('floorMap.map.updatedAt', { time: time(refreshedAt) })}`}
        </p>
        <Switch isSelected={!paused} onChange={(on) => setPaused(!on)} isDisabled={!map}>
          {t('floorMap.map.autoRefresh')}
        </Switch>
      </div>
      <p className="kz-floor-map__status" role="status">
        {paused && map ? t('floorMap.map.paused') : refreshError != null ? failedText : ''}
      </p>
      {map?.message ? <p className="kz-floor-map__message">{map.message}</p> : null}
      <div ref={canvasRef} className="kz-floor-map__canvas">
        <FloorMapView
          label={map?.floorName || t('floorMap.map.title')}
          status={error != null ? 'error' : map ? 'ready' : 'loading'}
          errorMessage={failedText}
          onRetry={reload}
          mapSize={map?.mapSize ?? { width: 1280, height: 582 }}
          imageSrc={map?.imageSource ?? undefined}
          people={people}
          areas={areas}
          highlightedId={highlightedId}
          onHighlightChange={(id) =>
            setSearchParams(
              (params) => {
                const next = new URLSearchParams(params);
                if (id == null) next.delete('userId');
                else next.set('userId', id);
                return next;
              },
              { replace: true },
            )
          }
          onPersonSelect={onPersonSelect}
          renderPersonActions={(person) => {
            const extension = extensions.get(Number(person.id));
            return (
              <>
                {extension && (
                  <PhoneNumber
                    number={extension}
                    label={t('internalContacts.phone.extensionNum')}
                    settings={phoneSettings}
                    name={person.name}
                  />
                )}
                <Link className="kz-floor-map__open" to={`/internalContacts/detail/${person.id}`}>
                  {t('floorMap.map.openContact')}
                </Link>
              </>
            );
          }}
        />
      </div>
    </Page>
  );
}

/**
 * Where the map's box starts on the page, as `--kz-floor-map-top`: on a phone the map reaches from
 * there down to the bottom of the screen, whatever stands above it (banners, a status line). It is
 * measured after every render of the page and when the window changes size.
 */
function useFillToScreenBottom() {
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef('');
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const top = `${Math.round(box.getBoundingClientRect().top + window.scrollY)}px`;
    if (top === last.current) return;
    last.current = top;
    box.style.setProperty('--kz-floor-map-top', top);
  }, []);
  useLayoutEffect(measure);
  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return ref;
}
