import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@boutique/web-kit/tokens';
import {
  installAccountsApi,
  PHOTO_ANSWERS,
  photoUrl,
  RETURN_ANSWERS,
} from '@/testing/fake-accounts';
import type { FakeRequest } from '@/testing/fake-api';
import { accountOrder, openOrderDetails } from '@/testing/account-orders';
import { renderApp } from '@/testing/render-app';

// My Account > Orders > details > "Request a return": the optional photos (docs/returns.md,
// "Photos"). Each chosen image is uploaded at once (XMLHttpRequest, for its progress; the
// accounts fake answers POST /shop/upload/return-photo as the gateway does) and the request
// carries the stored photos' ids; a refused one shows the server's words and is not sent.
// jsdom cannot decode images, so a photo goes as it is unless a test gives the browser a
// decoder and a canvas (the large photo below).

const ORDER_ID = '11111111-aaaa-4bbb-8ccc-000000000301';
const LINE = {
  productId: 'p1',
  title: 'Chanderi Duo',
  productCode: 'CD-1',
  quantity: 1,
  price: 2200,
  lineTotal: 2200,
  colors: { _id: 'gold', id: 'gold', title: 'Gold' },
  returnable: true,
  notReturnableReason: '',
};

const delivered = () =>
  accountOrder(ORDER_ID, {
    orderStatus: 'delivered',
    cartItems: [LINE],
    returnDeadline: '2099-11-29T09:30:00.000Z',
    returnRequest: null,
  });

const image = (name: string, size = 2048, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type });

const isUpload = (request: FakeRequest) =>
  request.method === 'POST' && request.path === '/shop/upload/return-photo';

let previews: Blob[] = [];
const createObjectURL = URL.createObjectURL.bind(URL);
const revokeObjectURL = URL.revokeObjectURL.bind(URL);

// jsdom has no object URLs: the test keeps each thumbnail's blob.
beforeEach(() => {
  previews = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    previews.push(blob);
    return `blob:http://localhost/photo-${previews.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

async function openDialog() {
  renderApp('/shop/account');
  const opened = await openOrderDetails(ORDER_ID);
  await opened.user.click(within(opened.details).getByRole('button', { name: 'Request a return' }));
  const dialog = await screen.findByRole('dialog', { name: 'Request a return' });
  const input = within(dialog).getByLabelText<HTMLInputElement>('Photos (optional, up to 4)');
  return { ...opened, dialog, input };
}

async function chooseLineAndReason(
  user: Awaited<ReturnType<typeof openDialog>>['user'],
  dialog: HTMLElement,
) {
  await user.click(within(dialog).getByRole('checkbox', { name: /Chanderi Duo/ }));
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: /Reason for the return/ }),
    'damaged',
  );
}

const returnPosts = (api: ReturnType<typeof installAccountsApi>) =>
  api.requests.filter(
    (request) => request.method === 'POST' && request.path === `/shop/order/${ORDER_ID}/return`,
  );

describe('Photos in a return request', () => {
  it('is a labelled image picker with its hint, several at a time', async () => {
    installAccountsApi({ orders: [delivered()] });
    const { dialog, input } = await openDialog();
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(true);
    expect(input.disabled).toBe(false);
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Show us the damage or defect: up to 4 photos.');
    expect(within(dialog).queryByRole('list', { name: 'Photos for this return' })).toBeNull();
  });

  it('uploads each photo at once with its progress; the request waits, then carries their ids', async () => {
    const held: (() => void)[] = [];
    const api = installAccountsApi({
      orders: [delivered()],
      override: (request) =>
        isUpload(request)
          ? new Promise((resolve) => {
              held.push(() => resolve(undefined));
            })
          : undefined,
    });
    const { user, details, dialog, input } = await openDialog();
    await chooseLineAndReason(user, dialog);
    await user.upload(input, [image('pallu.jpg'), image('border.png', 3000, 'image/png')]);

    const list = await within(dialog).findByRole('list', { name: 'Photos for this return' });
    await waitFor(() => expect(held).toHaveLength(2));
    const first = within(list).getByRole('progressbar', { name: 'Uploading photo 1' });
    expect(first.getAttribute('value')).toBe('50');
    expect(within(list).getAllByText('Uploading… 50%')).toHaveLength(2);
    const thumbs = within(list).getAllByRole('img');
    expect(thumbs.map((img) => img.getAttribute('alt'))).toEqual(['Photo 1', 'Photo 2']);
    expect(thumbs.map((img) => img.getAttribute('src'))).toEqual([
      'blob:http://localhost/photo-1',
      'blob:http://localhost/photo-2',
    ]);
    // Each went as the multipart field `file`, signed.
    const uploads = api.requests.filter(isUpload);
    expect(uploads.map((request) => (request.body as { file: File }).file.name)).toEqual([
      'pallu.jpg',
      'border.png',
    ]);
    expect(uploads.every((request) => request.authorization === 'Bearer access-1')).toBe(true);

    // The request waits for them.
    const waiting = within(dialog).getByRole('button', { name: 'Uploading photos…' });
    expect(waiting.hasAttribute('disabled')).toBe(true);
    await user.click(waiting);
    expect(returnPosts(api)).toHaveLength(0);

    held.forEach((answer) => answer());
    await waitFor(() => expect(within(list).getAllByText('Added')).toHaveLength(2));
    expect(within(list).queryByRole('progressbar')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Request Return' }));

    await within(details).findByText(RETURN_ANSWERS.requested);
    const ids = [...api.uploads.keys()];
    expect(ids).toHaveLength(2);
    expect(returnPosts(api).map((request) => request.body)).toEqual([
      {
        lines: [{ productId: 'p1', colourId: 'gold', quantity: 1 }],
        reason: 'damaged',
        note: '',
        photos: ids,
      },
    ]);

    // The order now shows them: small thumbnails linking to the photo in a new tab.
    const yours = within(details).getByRole('region', { name: 'Your return' });
    const photos = within(yours).getByRole('list', { name: 'Your photos' });
    const links = within(photos).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(ids.map(photoUrl));
    expect(links.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
    expect(links.every((link) => link.getAttribute('rel') === 'noopener noreferrer')).toBe(true);
    const shown = within(photos).getAllByRole('img');
    expect(shown.map((img) => img.getAttribute('alt'))).toEqual(['Your photo 1', 'Your photo 2']);
    expect(shown[0]?.getAttribute('src')).toBe(`/media/images/${ids[0]}/320.jpg`);
  });

  it("shows a refused upload's message (the server's words) and leaves it out of the request", async () => {
    let uploadsSeen = 0;
    const api = installAccountsApi({
      orders: [delivered()],
      override: (request) => {
        if (!isUpload(request)) return undefined;
        uploadsSeen += 1;
        return uploadsSeen === 2
          ? { status: 429, body: { success: false, message: PHOTO_ANSWERS.tooMany } }
          : undefined;
      },
    });
    const { user, details, dialog, input } = await openDialog();
    await chooseLineAndReason(user, dialog);
    await user.upload(input, image('one.jpg'));
    const list = await within(dialog).findByRole('list', { name: 'Photos for this return' });
    await within(list).findByText('Added');
    await user.upload(input, image('two.jpg'));
    expect(await within(list).findByText(PHOTO_ANSWERS.tooMany)).toBeTruthy();
    const remove2 = within(list).getByRole('button', { name: 'Remove photo 2' });
    expect(
      document.getElementById(remove2.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(PHOTO_ANSWERS.tooMany);
    // Not waiting for it: it will not be sent.
    await user.click(within(dialog).getByRole('button', { name: 'Request Return' }));
    await within(details).findByText(RETURN_ANSWERS.requested);
    expect(api.uploads.size).toBe(1);
    expect((returnPosts(api)[0]?.body as { photos: string[] }).photos).toEqual([
      ...api.uploads.keys(),
    ]);
  });

  it('refuses what is not an image, and a photo over 1 MB it cannot make smaller, before sending', async () => {
    const api = installAccountsApi({ orders: [delivered()] });
    const { dialog, input } = await openDialog();
    // The picker's `accept` keeps documents out; one may still come (a drop, another browser).
    fireEvent.change(input, {
      target: {
        files: [
          new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' }),
          image('IMG_0001.HEIC', 2 * 1024 * 1024, ''),
        ],
      },
    });
    const list = await within(dialog).findByRole('list', { name: 'Photos for this return' });
    expect(await within(list).findByText(PHOTO_ANSWERS.unsupported)).toBeTruthy();
    expect(await within(list).findByText(PHOTO_ANSWERS.tooLarge)).toBeTruthy();
    // No thumbnail of what was not sent: a placeholder named after the file.
    expect(within(list).getByRole('img', { name: 'Photo 1' }).textContent).toBe('invoice.pdf');
    expect(api.requests.filter(isUpload)).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Request Return' })).toBeTruthy();
  });

  it('sends an undecodable HEIC of at most 1 MB as it is (the server converts it)', async () => {
    const api = installAccountsApi({ orders: [delivered()] });
    const { dialog, input } = await openDialog();
    fireEvent.change(input, { target: { files: [image('IMG_0002.heic', 900 * 1024, '')] } });
    const list = await within(dialog).findByRole('list', { name: 'Photos for this return' });
    await within(list).findByText('Added');
    const sent = (api.requests.filter(isUpload)[0]?.body as { file: File }).file;
    expect(sent.name).toBe('IMG_0002.heic');
    expect(sent.size).toBe(900 * 1024);
  });

  it('removes a photo, also one still uploading (its thumbnail released), and focus returns to the picker', async () => {
    let held = false;
    let release: () => void = () => undefined;
    const api = installAccountsApi({
      orders: [delivered()],
      override: (request) => {
        if (!isUpload(request) || held) return undefined;
        held = true;
        // The first upload is still running when it is removed.
        return new Promise((resolve) => {
          release = () => resolve(undefined);
        });
      },
    });
    const { user, details, dialog, input } = await openDialog();
    await chooseLineAndReason(user, dialog);
    await user.upload(input, [image('a.jpg'), image('b.jpg')]);
    const list = await within(dialog).findByRole('list', { name: 'Photos for this return' });
    await within(list).findByText('Added');
    expect(within(dialog).getByRole('button', { name: 'Uploading photos…' })).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Remove photo 1' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/photo-1');
    await waitFor(() => expect(document.activeElement).toBe(input));
    // b.jpg is now photo 1; the request no longer waits.
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Photo 1']);
    expect(within(list).queryByRole('button', { name: 'Remove photo 2' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Request Return' }));
    await within(details).findByText(RETURN_ANSWERS.requested);
    expect((returnPosts(api)[0]?.body as { photos: string[] }).photos).toEqual([
      ...api.uploads.keys(),
    ]);
    expect(api.uploads.size).toBe(1);
    release();
  });

  it('takes at most 4: the picker is disabled with the reason, and more chosen at once are left out', async () => {
    const api = installAccountsApi({ orders: [delivered()] });
    const { user, dialog, input } = await openDialog();
    await user.upload(input, [image('1.jpg'), image('2.jpg'), image('3.jpg')]);
    const list = await within(dialog).findByRole('list', { name: 'Photos for this return' });
    await waitFor(() => expect(within(list).getAllByText('Added')).toHaveLength(3));
    await user.upload(input, [image('4.jpg'), image('5.jpg')]);
    expect(await within(dialog).findByText(/^You can add at most 4 photos/)).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByText('Added')).toHaveLength(4));
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(api.requests.filter(isUpload)).toHaveLength(4);

    expect(input.disabled).toBe(true);
    const reason = within(dialog).getByText(
      'You have added 4 photos, the most a return can have. Remove one to choose another.',
    );
    expect((input.getAttribute('aria-describedby') ?? '').split(' ')).toContain(reason.id);

    await user.click(within(list).getByRole('button', { name: 'Remove photo 4' }));
    expect(input.disabled).toBe(false);
    expect(within(dialog).queryByText(reason.textContent ?? '')).toBeNull();
  });

  it('a request without photos leaves `photos` out; a photo the server lost is its refusal', async () => {
    const api = installAccountsApi({
      orders: [delivered()],
      override: (request) =>
        request.method === 'POST' && request.path.endsWith('/return')
          ? { status: 400, body: { success: false, message: RETURN_ANSWERS.photoMissing } }
          : undefined,
    });
    const { user, dialog, input } = await openDialog();
    await chooseLineAndReason(user, dialog);
    await user.upload(input, image('a.jpg'));
    const list = await within(dialog).findByRole('list', { name: 'Photos for this return' });
    await within(list).findByText('Added');
    await user.click(within(dialog).getByRole('button', { name: 'Request Return' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(RETURN_ANSWERS.photoMissing);

    await user.click(within(list).getByRole('button', { name: 'Remove photo 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Request Return' }));
    await waitFor(() => expect(returnPosts(api)).toHaveLength(2));
    expect(returnPosts(api)[1]?.body).toEqual({
      lines: [{ productId: 'p1', colourId: 'gold', quantity: 1 }],
      reason: 'damaged',
      note: '',
    });
  });

  it('renews the session once when the upload is refused with 401, and sends it again', async () => {
    const api = installAccountsApi({
      orders: [delivered()],
      override: (request) => {
        if (request.path === '/auth/refresh') {
          return {
            status: 200,
            body: { success: true, accessToken: 'access-2', refreshToken: 'refresh-2' },
          };
        }
        return request.authorization === 'Bearer expired'
          ? { status: 401, body: { success: false, message: 'Invalid or expired token' } }
          : undefined;
      },
    });
    const { dialog, input } = await openDialog();
    // The access token expires while the dialog is open.
    tokenStore.save({ accessToken: 'expired', refreshToken: 'refresh-1' });
    fireEvent.change(input, { target: { files: [image('a.jpg')] } });
    const list = await within(dialog).findByRole('list', { name: 'Photos for this return' });
    await within(list).findByText('Added');
    expect(api.requests.filter(isUpload).map((request) => request.authorization)).toEqual([
      'Bearer expired',
      'Bearer access-2',
    ]);
    expect(api.calls('/auth/refresh')).toHaveLength(1);
    expect(api.calls('/auth/refresh')[0]?.body).toEqual({ refreshToken: 'refresh-1' });
  });
});

describe('Making a large photo smaller before it is sent', () => {
  it('draws a 4000 px, 3 MB photo at 2000 px as a JPEG under 1 MB and sends that', async () => {
    const drawn: number[][] = [];
    const qualities: number[] = [];
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.resolve({ width: 4000, height: 3000, close })),
    );
    // A canvas whose JPEG weighs width × height × quality / 2 bytes.
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          readonly width: number,
          readonly height: number,
        ) {}
        getContext() {
          return {
            drawImage: (_image: unknown, ...box: number[]) => drawn.push(box),
          };
        }
        convertToBlob({ type, quality }: { type: string; quality: number }) {
          qualities.push(quality);
          const size = Math.round((this.width * this.height * quality) / 2);
          return Promise.resolve(new Blob([new Uint8Array(size)], { type }));
        }
      },
    );
    const api = installAccountsApi({ orders: [delivered()] });
    const { dialog, input } = await openDialog();
    fireEvent.change(input, {
      target: { files: [image('IMG_4000.png', 3 * 1024 * 1024, 'image/png')] },
    });
    const list = await within(dialog).findByRole('list', { name: 'Photos for this return' });
    await within(list).findByText('Added');

    expect(drawn).toEqual([
      [0, 0, 2000, 1500],
      [0, 0, 2000, 1500],
      [0, 0, 2000, 1500],
    ]);
    expect(qualities).toEqual([0.85, 0.75, 0.65]);
    const sent = (api.requests.filter(isUpload)[0]?.body as { file: File }).file;
    expect(sent.name).toBe('IMG_4000.jpg');
    expect(sent.type).toBe('image/jpeg');
    expect(sent.size).toBe(975_000);
    expect(close).toHaveBeenCalled();
    // The thumbnail is the smaller JPEG.
    expect(previews[0]?.size).toBe(975_000);
  });
});
