import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

export interface StreamMessage {
  service: string;
  type: string;
  data: Record<string, unknown>;
}

/** An open GET /api/events of a signed-in browser, whose data messages can be awaited one by one. */
export async function openStream(t: TestApp, cookie: string) {
  const response = await t.request('/api/events', { cookie });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const nextBlock = async (): Promise<string> => {
    while (!buffer.includes('\n\n')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
    }
    const end = buffer.indexOf('\n\n');
    const block = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    return block;
  };
  // Streams start with `ready` once the hub listens for the account.
  expect(await nextBlock()).toContain('event: ready');
  return {
    /** The next data message (heartbeats and named events skipped). */
    async next(): Promise<StreamMessage> {
      for (;;) {
        const block = await nextBlock();
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data && !block.includes('event: ')) return JSON.parse(data.slice('data: '.length));
      }
    },
    close: () => reader.cancel(),
  };
}
