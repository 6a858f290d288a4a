import { renderHook } from '@testing-library/react';
import type { LocalPhoneStatusResponse } from '@kizuna/api-client';
import { describe, expect, it, vi } from 'vitest';
import { lineCallingOut, lineInState } from '../testing/callPanelFixtures';
import { useLineStateReport } from './useLineStateReport';

function reportsOf(statuses: (LocalPhoneStatusResponse | null)[]) {
  const onChange = vi.fn();
  const { rerender } = renderHook(({ status }) => useLineStateReport(status, onChange), {
    initialProps: { status: statuses[0] ?? null },
  });
  for (const status of statuses.slice(1)) rerender({ status });
  return onChange.mock.calls.map(([state]: unknown[]) => state);
}

describe('useLineStateReport', () => {
  it('reports CALLING while the called phone rings, then TALKING once answered', () => {
    expect(reportsOf([null, lineInState('IDLE'), lineCallingOut(), lineInState('TALKING')])).toEqual([
      'IDLE',
      'CALLING',
      'TALKING',
    ]);
  });

  it('reports each change once, as the call bar names it', () => {
    expect(
      reportsOf([
        lineInState('RINGING'),
        lineInState('RINGING'),
        lineInState('TALKING'),
        lineInState('HELD'),
      ]),
    ).toEqual(['RINGING', 'TALKING', 'HELD']);
  });
});
