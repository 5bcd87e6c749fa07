import { errorBody } from './errors.ts';

type FetchHandler = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/**
 * Lets requests in flight finish before the process closes its database pool, and answers every
 * request that arrives once shutdown has begun with 503 (the API's error shape, `Connection: close`),
 * so a load balancer's health check fails and clients retry elsewhere. A streaming answer (the live
 * event stream) counts as finished once its headers are sent; the event hub ends those streams.
 */
export class ShutdownGate {
  #closing = false;
  #inFlight = 0;
  #whenIdle: Array<() => void> = [];

  /** The server's request handler (Hono's `fetch`) behind the gate. */
  wrap<F extends FetchHandler>(handle: F): F {
    return (async (request: Request, ...rest: never[]) => {
      if (this.#closing) return shuttingDown();
      this.#inFlight += 1;
      try {
        return await handle(request, ...rest);
      } finally {
        this.#inFlight -= 1;
        if (this.#inFlight === 0) for (const resolve of this.#whenIdle.splice(0)) resolve();
      }
    }) as F;
  }

  /** Turns new requests away and resolves once those in flight have finished, or after `timeoutMs`. */
  async close(timeoutMs: number): Promise<{ unfinished: number }> {
    this.#closing = true;
    if (this.#inFlight > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => this.#whenIdle.push(resolve)),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    }
    return { unfinished: this.#inFlight };
  }

  get inFlight(): number {
    return this.#inFlight;
  }
}

function shuttingDown(): Response {
  return Response.json(
    errorBody(503, 'The server is shutting down. Please try again.', 'server.shutting_down'),
    { status: 503, headers: { Connection: 'close', 'Retry-After': '1', 'Cache-Control': 'no-store' } },
  );
}
