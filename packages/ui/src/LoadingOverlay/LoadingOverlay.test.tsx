import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInFlightCounter } from './createInFlightCounter';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('shows while any request is in flight and hides when the last ends', () => {
    const counter = createInFlightCounter();
    render(<LoadingOverlay counter={counter} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      counter.begin();
      counter.begin();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => counter.end());
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => counter.end());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never counts below zero, so a stray end cannot hide the next request', () => {
    const counter = createInFlightCounter();
    render(<LoadingOverlay counter={counter} />);
    act(() => {
      counter.end();
      counter.begin();
    });
    expect(counter.getSnapshot()).toBe(1);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('adds up sources that report their own totals', () => {
    const counter = createInFlightCounter();
    const client = counter.follow();
    const widget = counter.follow();
    client(2);
    widget(1);
    expect(counter.getSnapshot()).toBe(3);
    client(0);
    expect(counter.getSnapshot()).toBe(1);
    widget(0);
    expect(counter.getSnapshot()).toBe(0);
  });
});
