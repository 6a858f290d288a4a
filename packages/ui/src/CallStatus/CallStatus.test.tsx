import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallStatus, formatCallDuration } from './CallStatus';

describe('CallStatus', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('writes the state out, draws its icon and runs a timer from when it began', () => {
    render(<CallStatus state="CALLING" label="呼出中" since={Date.now() - 7_000} />);
    expect(screen.getByText('呼出中')).toBeInTheDocument();
    expect(document.querySelector('[data-state="CALLING"] svg[data-icon="phoneOutgoing"]')).not.toBeNull();
    expect(screen.getByRole('timer')).toHaveTextContent('0:07');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('1:07');
  });

  it('shows no timer without a start', () => {
    render(<CallStatus state="IDLE" label="待機中" size="compact" />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('counts like a phone: minutes and seconds, then hours', () => {
    expect(formatCallDuration(0)).toBe('0:00');
    expect(formatCallDuration(754.9)).toBe('12:34');
    expect(formatCallDuration(3723)).toBe('1:02:03');
  });
});
