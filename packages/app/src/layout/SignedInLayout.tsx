import { Outlet, useRouteLoaderData } from 'react-router';
// Straight from its file: the anpiAnswer barrel would bring its pages into every first screen.
import { OpenAnpiBanner } from '../features/anpiAnswer/OpenAnpiBanner';
import { CallEventsEffect } from '../features/calls/CallEventsEffect';
import { IncomingCallSlot } from '../features/calls/IncomingCallSlot';
import { MustReadBanner, NoticesEventsEffect, NotificationBadgePollEffect } from '../features/notices';
import { PrincipalReloadEffect, SIGNED_IN_ROUTE_ID } from '../features/session';
import { TalkEventsEffect } from '../features/talk';
// Straight from their files: the thanks barrel would bring the stamp icons into every first screen.
import { ThanksEventsEffect } from '../features/thanks/ThanksEventsEffect';
import { ThanksToastEffect } from '../features/thanks/ThanksToastEffect';
import type { Principal } from '../features/session';
// Straight from its file: the whereabouts barrel would bring the board page into every first screen.
import { DestinationEventsEffect } from '../features/whereabouts/DestinationEventsEffect';
import { AppFrame } from './AppFrame';

export { SIGNED_IN_ROUTE_ID };

/** The frame around every signed-in page, and the effects that run while someone is signed in. */
export function SignedInLayout() {
  const loaded = useRouteLoaderData(SIGNED_IN_ROUTE_ID) as { principal: Principal } | undefined;
  if (!loaded) return null;
  const { principal } = loaded;
  return (
    <>
      <AppFrame principal={principal}>
        <OpenAnpiBanner />
        <MustReadBanner />
        <Outlet />
      </AppFrame>
      <NotificationBadgePollEffect intervalMs={principal.serverInfo.pollingIntervals.notificationBadgeMs} />
      <IncomingCallSlot />
      <CallEventsEffect />
      <TalkEventsEffect />
      <ThanksEventsEffect />
      <NoticesEventsEffect />
      <DestinationEventsEffect />
      <PrincipalReloadEffect />
      <ThanksToastEffect />
    </>
  );
}
