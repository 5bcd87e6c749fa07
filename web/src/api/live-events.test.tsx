import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestProfile, userProfile } from '../../test/fixtures/profiles.ts';
import { fillBasket } from '../../test/msw/basket-handlers.ts';
import { backend } from '../../test/msw/handlers.ts';
import { renderApp } from '../../test/render-app.tsx';
import { STREAM_RETRY_MS } from './live-events.ts';

/** Stands in for the browser's EventSource: tests push the server's messages through it. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  readyState = 1;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly #listeners = new Map<string, Array<() => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  /** The server refused a reconnection (e.g. 503 while it restarts): the browser gives the stream up. */
  refuse() {
    act(() => {
      this.readyState = 2;
      this.closed = true;
      this.onerror?.();
    });
  }
  /** A data message, as `data: {...}` on the stream. */
  send(event: object) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) })));
  }
  /** The server's `ended` message: the stream's session was logged out, revoked or expired. */
  end() {
    act(() => {
      for (const listener of this.#listeners.get('ended') ?? []) listener();
    });
  }
}

const live = () => FakeEventSource.opened.filter((source) => !source.closed);

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('live events', () => {
  it("refreshes the header's cart count when the account's basket changes in another tab", async () => {
    fillBasket('b-1', ['+12012340100']);
    renderApp('/search', { profile: userProfile({ basketUuid: 'b-1' }) });
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeTruthy();
    expect(live().map((source) => source.url)).toEqual(['/api/events']);

    // Another tab of the account adds a number: the server has it, and tells this tab.
    fillBasket('b-1', ['+12012340101']);
    live()[0]!.send({ service: 'basket', type: 'created', data: { basketUuid: 'b-1', itemId: 2 } });
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeTruthy();
  });

  it('shows the basket another tab started, which the profile then names', async () => {
    renderApp('/search', { profile: userProfile({ basketUuid: null }) });
    expect(await screen.findByRole('button', { name: 'Cart, 0 items' })).toBeTruthy();

    fillBasket('b-2', ['+12012340100']);
    backend.profile = userProfile({ basketUuid: 'b-2' });
    live()[0]!.send({ service: 'basket', type: 'created', data: { basketUuid: 'b-2' } });
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeTruthy();
  });

  it('opens no stream for guests', async () => {
    renderApp('/search', { profile: guestProfile() });
    expect(await screen.findByRole('button', { name: 'Cart, 0 items' })).toBeTruthy();
    expect(FakeEventSource.opened).toEqual([]);
  });

  it('closes the stream when the server ends it for a lost session, and opens none again', async () => {
    renderApp('/search', { profile: userProfile() });
    await waitFor(() => expect(live()).toHaveLength(1));

    backend.profile = guestProfile();
    live()[0]!.end();
    expect(await screen.findByRole('link', { name: 'Log In' })).toBeTruthy();
    expect(live()).toEqual([]);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('opens a new stream when the server ended one but the session still stands', async () => {
    renderApp('/search', { profile: userProfile() });
    await waitFor(() => expect(live()).toHaveLength(1));

    live()[0]!.end();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(live()).toHaveLength(1);
  });

  it('asks again a while after the server refused the stream, and opens a new one for a live session', async () => {
    renderApp('/search', { profile: userProfile() });
    await waitFor(() => expect(live()).toHaveLength(1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });

    live()[0]!.refuse();
    expect(live()).toEqual([]);
    act(() => vi.advanceTimersByTime(STREAM_RETRY_MS));
    await waitFor(() => expect(live()).toHaveLength(1));
    expect(FakeEventSource.opened).toHaveLength(2);
  });
});
