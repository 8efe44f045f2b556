// Uploads in page tests: XMLHttpRequest (which the upload call uses for its progress) is
// stubbed, and each upload gets the next queued answer; `pickFile` chooses a file in an
// image upload field.
import { vi } from 'vitest';
import { fireEvent } from '@testing-library/react';

export interface FakeUploads {
  /** Answers for the next uploads, in order (an unqueued upload gets a 500). */
  replies: { status: number; body: unknown }[];
  /** How many uploads were sent. */
  sent: number;
}

/** Stubs XMLHttpRequest; returns the queue of answers and the count of uploads. */
export function stubUploads(): FakeUploads {
  const state: FakeUploads = { replies: [], sent: 0 };
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send() {
      state.sent += 1;
      const reply = state.replies.shift() ?? { status: 500, body: {} };
      setTimeout(() => {
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return state;
}

/** The server's answer to an accepted image upload. */
export const storedImage = (id: string) => ({
  status: 201,
  body: { success: true, data: { id, url: `/media/images/${id}/1024.jpg` } },
});

/** Chooses `file` in the upload field `group`. */
export function pickFile(
  group: HTMLElement,
  file = new File(['x'], 'a.png', { type: 'image/png' }),
) {
  const input = group.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input in the upload field');
  fireEvent.change(input, { target: { files: [file] } });
}
