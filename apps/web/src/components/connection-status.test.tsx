import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConnectionState } from '../lib/realtime/connection-state.ts';
import { ConnectionStatus, RECONNECTING_NOTICE_DELAY_MS } from './connection-status.tsx';

afterEach(() => {
  vi.useRealTimers();
  act(() => setConnectionState('connecting'));
});

describe('ConnectionStatus', () => {
  it('is an empty polite status while connecting or connected', () => {
    render(<ConnectionStatus />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    act(() => setConnectionState('connected'));
    expect(status).toBeEmptyDOMElement();
  });

  it('says when the user is offline, at once', () => {
    render(<ConnectionStatus />);
    act(() => setConnectionState('offline'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline — messages will be sent when you are back',
    );
    act(() => setConnectionState('connected'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says "Reconnecting…" only when a reconnection lasts', () => {
    vi.useFakeTimers();
    render(<ConnectionStatus />);
    act(() => setConnectionState('reconnecting'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(RECONNECTING_NOTICE_DELAY_MS));
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    act(() => setConnectionState('connected'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
