import type { ServerResponse } from 'node:http';
import type { SSEStreamingApi } from 'hono/streaming';

/** Where one open event stream's frames go: Node's response itself, or Hono's SSE stream. */
export interface SseSink {
  /** Resolves once the frame is handed on (after a drain when the socket's buffer is full, or at close). */
  write(frame: Uint8Array | string): Promise<void>;
  writeEvent(event: string, data: string): Promise<void>;
  onClose(listener: () => void): void;
  readonly closed: boolean;
}

/**
 * The stream written straight to Node's response (docs/adr/0095): no web streams, no Response or Headers
 * kept for the life of the stream, so an open stream holds its socket and its own state only.
 * `headers` are all the response carries (the app's after-response middleware never sees this one).
 */
export function nodeSseSink(outgoing: ServerResponse, headers: Record<string, string>): SseSink {
  outgoing.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  outgoing.flushHeaders();
  const done = () => outgoing.destroyed || outgoing.writableEnded;
  const write = (frame: Uint8Array | string) =>
    new Promise<void>((resolve) => {
      if (done() || outgoing.write(frame)) return resolve();
      const settle = () => {
        outgoing.off('drain', settle);
        outgoing.off('close', settle);
        resolve();
      };
      outgoing.once('drain', settle);
      outgoing.once('close', settle);
    });
  return {
    write,
    writeEvent: (event, data) => write(`event: ${event}\ndata: ${data}\n\n`),
    onClose: (listener) => {
      if (done()) listener();
      else outgoing.once('close', listener);
    },
    get closed() {
      return done();
    },
  };
}

/** Hono's SSE stream, for a request that did not come through Node's server (`app.request` in tests). */
export function honoSseSink(stream: SSEStreamingApi): SseSink {
  return {
    write: async (frame) => {
      await stream.write(frame);
    },
    writeEvent: (event, data) => stream.writeSSE({ event, data }),
    onClose: (listener) => stream.onAbort(listener),
    get closed() {
      return stream.aborted || stream.closed;
    },
  };
}
