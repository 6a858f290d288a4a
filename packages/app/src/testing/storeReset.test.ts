// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useBadgeStore } from '../features/session/badgeStore';
import { useLandingStore } from '../features/session/landingStore';

// The two tests run in order: the second sees the stores as the first left them unless the setup
// file put them back.
describe('stores between tests', () => {
  it('lets a test change a store', () => {
    useBadgeStore.getState().setUnread(3);
    useLandingStore.setState({ signedInJustNow: true });
    expect(useBadgeStore.getState().unread).toBe(3);
  });

  it('starts the next test from the initial state', () => {
    expect(useBadgeStore.getState().unread).toBeNull();
    expect(useLandingStore.getState().signedInJustNow).toBe(false);
  });
});
