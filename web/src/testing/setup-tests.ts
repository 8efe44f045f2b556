import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { noFakeFetch, settleFakeApi } from './fake-api';

// Lazy routes load on first use; on a small, busy machine that can exceed the 1 s default.
configure({ asyncUtilTimeout: 4000 });

// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = vi.fn();

// jsdom has <dialog> but not its modal methods; the sheets use them.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// No test talks to a real server: without a fake API (fake-api.ts), a request fails the test.
globalThis.fetch = noFakeFetch;

afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  // The requests the page had already started are answered before the fake goes away.
  const unanswered = await settleFakeApi();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (unanswered.length > 0) {
    throw new Error(
      `The page asked for what the test's fake API does not answer:\n  ${unanswered.join('\n  ')}\n` +
        'Answer these requests as the gateway would (or assert before the page asks).',
    );
  }
});
