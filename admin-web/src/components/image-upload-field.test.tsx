// The image upload field on its own: limits, single-image replacement, reorder and remove,
// and the failure notice it was given. Uploads answer through a stubbed XMLHttpRequest.
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProvider } from '../app/provider';
import { createStore } from '../app/store';
import { ImageUploadField, type ImageUploadFieldProps } from './image-upload-field';

vi.mock('../app/theme', async (importOriginal) => {
  const original = await importOriginal<typeof import('../app/theme')>();
  return {
    ...original,
    theme: { ...original.theme, token: { ...original.theme.token, motion: false } },
  };
});

let replies: { status: number; body: unknown }[];
let sent: number;

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
    sent += 1;
    const reply = replies.shift() ?? { status: 500, body: {} };
    setTimeout(() => {
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      this.onload?.();
    }, 0);
  }
}

beforeEach(() => {
  replies = [];
  sent = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

let current: string[] = [];
const remember = (urls: string[]) => {
  current = urls;
};

function Harness(props: Partial<ImageUploadFieldProps> & { initial: string[] }) {
  const [urls, setUrls] = useState(props.initial);
  return (
    <ImageUploadField
      label="Photos"
      {...props}
      value={urls}
      onChange={(next) => {
        remember(next);
        setUrls(next);
      }}
    />
  );
}

function renderField(props: Partial<ImageUploadFieldProps> & { initial: string[] }) {
  current = props.initial;
  render(
    <AppProvider store={createStore()}>
      <Harness {...props} />
    </AppProvider>,
  );
  return screen.getByRole('group', { name: 'Photos' });
}

function pick(group: HTMLElement, file: File) {
  fireEvent.change(group.querySelector('input[type="file"]')!, { target: { files: [file] } });
}

const png = (name = 'a.png') => new File(['x'], name, { type: 'image/png' });
const stored = (id: string) => ({
  status: 201,
  body: { success: true, data: { id, url: `/media/images/${id}/1024.jpg` } },
});

describe('ImageUploadField', { timeout: 30_000 }, () => {
  it('moves and removes images with named buttons; the first is the main image', () => {
    const group = renderField({
      initial: ['/media/images/a/1024.jpg', '/media/images/b/1024.jpg'],
    });
    expect(within(group).getByText('Main image')).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Move Photos 1 earlier' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(group).getByRole('button', { name: 'Move Photos 1 later' }));
    expect(current).toEqual(['/media/images/b/1024.jpg', '/media/images/a/1024.jpg']);
    fireEvent.click(within(group).getByRole('button', { name: 'Remove Photos 2' }));
    expect(current).toEqual(['/media/images/b/1024.jpg']);
  });

  it('refuses more images than allowed, before uploading', async () => {
    const group = renderField({ initial: ['/media/images/a/1024.jpg'], maxCount: 1 });
    pick(group, png());
    expect(await screen.findByText('At most 1 image')).toBeTruthy();
    expect(sent).toBe(0);
  });

  it('replaces the single image with the next upload', async () => {
    replies = [stored('new')];
    const group = renderField({ initial: ['/media/images/old/1024.jpg'], max: 1 });
    expect(within(group).getByRole('button', { name: 'Replace image: Photos' })).toBeTruthy();
    await act(async () => {
      pick(group, png());
      await Promise.resolve();
    });
    await waitFor(() => expect(current).toEqual(['/media/images/new/1024.jpg']));
  });

  it('shows the failure notice it was given, with the server message', async () => {
    replies = [{ status: 415, body: { success: false, message: 'HEIC conversion failed' } }];
    const group = renderField({
      initial: [],
      max: 1,
      failure: { title: 'Upload failed (check file format/size)', fallback: 'x' },
    });
    pick(group, new File(['x'], 'photo.heic', { type: '' }));
    expect(await screen.findByText('Upload failed (check file format/size)')).toBeTruthy();
    expect(screen.getByText('HEIC conversion failed')).toBeTruthy();
    expect(current).toEqual([]);
  });
});
