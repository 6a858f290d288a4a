import type { KizunaClient } from '@kizuna/api-client';
import { useCallStore } from './callStore';

/**
 * The user's "confirm before calling" setting, read from the server on the first call and kept in
 * the call store. Unreadable, it asks: a call placed by mistake costs more than one more click.
 */
export async function confirmsBeforeCalling(client: KizunaClient): Promise<boolean> {
  const known = useCallStore.getState().confirmBeforeCalling;
  if (known !== null) return known;
  try {
    const { confirmBeforeCalling } = await client.userSettings.callDisp();
    useCallStore.getState().setConfirmBeforeCalling(confirmBeforeCalling);
    return confirmBeforeCalling;
  } catch {
    return true;
  }
}
