import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
