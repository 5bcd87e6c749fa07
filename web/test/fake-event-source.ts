import { act } from '@testing-library/react';

/** Stands in for the browser's EventSource: tests push the server's messages through it. */
export class FakeEventSource {
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

/** The streams the page has open. */
export const openStreams = () => FakeEventSource.opened.filter((source) => !source.closed);
