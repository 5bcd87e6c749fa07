import { vi } from 'vitest';

/**
 * Runs first for every test file. The web tests reuse a worker and its happy-dom window across files
 * (isolate: false, ADR 0067: spawning a worker and building a window per file was two thirds of their
 * time), so each file starts from what a fresh worker would give it:
 * - its own copy of the app's modules, so module-level memos (the reCAPTCHA site key, live-event
 *   listeners) start empty;
 * - what a previous file left is gone: its pending timers and requests, stubbed globals, storage,
 *   URL and document.
 */
// Timers, intervals and requests a previous file's code left running end here.
const kept = window as {
  happyDOM?: { abort(): Promise<void>; setURL(url: string): void };
  startUrlOfTests?: string;
};
await kept.happyDOM?.abort();
vi.resetModules();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();

const root = document.documentElement;
for (const name of root.getAttributeNames()) root.removeAttribute(name);
document.head.replaceChildren();
document.body.replaceChildren();
for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
document.title = '';
localStorage.clear();
sessionStorage.clear();
// The URL the window started at (the first file's), kept on the window that outlives the files.
kept.startUrlOfTests ??= window.location.href;
kept.happyDOM?.setURL(kept.startUrlOfTests);
