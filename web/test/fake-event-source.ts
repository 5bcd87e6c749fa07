import { act } from '@testing-library/react';

/** Stands in for the browser's EventSource: tests push the server's live events through it. */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  readyState = 1;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  addEventListener() {}
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  /** A data message, as `data: {...}` on the stream. */
  send(event: object) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) })));
  }
  /** The one open stream of the page. */
  static live(): FakeEventSource {
    const open = FakeEventSource.opened.filter((source) => !source.closed);
    if (open.length !== 1) throw new Error(`expected one open stream, found ${open.length}`);
    return open[0]!;
  }
}
