// The reviews screen against a fake gateway.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubGateway, type FakeReply, type SeenRequest } from '../../../test/fake-gateway';
import { renderRoute } from '../../../test/render-route';
import { ReviewListPage } from './review-list-page';

vi.mock('../../../app/theme', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../app/theme')>();
  return {
    ...original,
    theme: { ...original.theme, token: { ...original.theme.token, motion: false } },
  };
});

let reviews: {
  _id: string;
  id: string;
  productId: string;
  userName: string;
  reviewMessage: string;
  reviewValue: number;
  createdAt: string;
  status: string;
  verifiedBuyer: boolean;
}[];
let seen: SeenRequest[];
let moderation: boolean;

const counts = () => ({
  pending: reviews.filter((r) => r.status === 'pending').length,
  approved: reviews.filter((r) => r.status === 'approved').length,
  rejected: reviews.filter((r) => r.status === 'rejected').length,
});

function handle(request: SeenRequest): FakeReply {
  const { method, path, query } = request;
  if (method === 'GET' && path === '/api/admin/product-reviews') {
    const productId = query.get('productId');
    if (productId) {
      return {
        status: 200,
        body: { success: true, data: reviews.filter((r) => r.productId === productId) },
      };
    }
    const ofP1 = reviews.filter((r) => r.productId === 'p1');
    return {
      status: 200,
      body: {
        success: true,
        data: ofP1.length
          ? [
              {
                productId: 'p1',
                title: 'Kora Organza Saree',
                productCode: 'KO-101',
                image: ['/media/images/k/1024.jpg'],
                reviewCount: ofP1.length,
                averageReview: ofP1.reduce((s, r) => s + r.reviewValue, 0) / ofP1.length,
              },
            ]
          : [],
      },
    };
  }
  if (method === 'GET' && path === '/api/admin/product-reviews/moderation') {
    const status = query.get('status');
    return {
      status: 200,
      body: {
        success: true,
        data: reviews
          .filter((r) => r.status === status)
          .map((r) => ({ ...r, productTitle: 'Kora Organza Saree', productCode: 'KO-101' })),
        counts: counts(),
      },
    };
  }
  if (method === 'GET' && path === '/api/admin/product-reviews/counts') {
    return { status: 200, body: { success: true, data: counts() } };
  }
  if (path === '/api/admin/product-reviews/settings') {
    if (method === 'PUT') moderation = (request.body as { moderation: boolean }).moderation;
    return { status: 200, body: { success: true, data: { moderation } } };
  }
  const moderate = /^\/api\/admin\/product-reviews\/(.+)\/(approve|reject)$/.exec(path);
  if (method === 'PUT' && moderate) {
    const review = reviews.find((r) => r.id === moderate[1])!;
    review.status = moderate[2] === 'approve' ? 'approved' : 'rejected';
    return {
      status: 200,
      body: {
        success: true,
        message: moderate[2] === 'approve' ? 'Review approved' : 'Review rejected',
        data: review,
      },
    };
  }
  const remove = /^\/api\/admin\/product-reviews\/(.+)$/.exec(path);
  if (method === 'DELETE' && remove) {
    reviews = reviews.filter((r) => r.id !== remove[1]);
    return { status: 200, body: { success: true, message: 'Review deleted successfully' } };
  }
  throw new Error(`unexpected ${method} ${path}`);
}

beforeEach(() => {
  reviews = [
    {
      _id: 'r1',
      id: 'r1',
      productId: 'p1',
      userName: 'Asha',
      reviewMessage: 'Lovely drape',
      reviewValue: 5,
      createdAt: '2025-03-07T10:00:00.000Z',
      status: 'approved',
      verifiedBuyer: false,
    },
    {
      _id: 'r2',
      id: 'r2',
      productId: 'p1',
      userName: 'Priya',
      reviewMessage: 'Colour a bit off',
      reviewValue: 3,
      createdAt: '2025-06-20T10:00:00.000Z',
      status: 'approved',
      verifiedBuyer: true,
    },
    {
      _id: 'r3',
      id: 'r3',
      productId: 'p1',
      userName: 'Divya',
      reviewMessage: 'Soft silk, true colour',
      reviewValue: 4,
      createdAt: '2025-07-01T10:00:00.000Z',
      status: 'pending',
      verifiedBuyer: true,
    },
    {
      _id: 'r4',
      id: 'r4',
      productId: 'p1',
      userName: 'Spammer',
      reviewMessage: 'Cheap sarees at my shop',
      reviewValue: 1,
      createdAt: '2025-07-02T10:00:00.000Z',
      status: 'pending',
      verifiedBuyer: true,
    },
  ];
  moderation = true;
  window.localStorage.setItem('accessToken', 'a-token');
  seen = stubGateway(handle);
});

function renderPage(path = '/reviews') {
  return renderRoute('/reviews', <ReviewListPage />, path);
}

// Role queries (findByRole, getByRole) over the whole screen check every element's
// computed style for visibility, which jsdom computes slowly over antd's styles and tables:
// seconds a query, and a waitFor repeats it. So the screen is searched by text, label or
// selector, and role queries stay inside a row or a dialog.

/** A button by its accessible label (aria-label or label), within `scope`. */
const button = (scope: HTMLElement, name: string) =>
  within(scope).getByLabelText(name, { selector: 'button' });
/** The open dialog (antd's confirm), if any. */
const openDialog = () => document.querySelector<HTMLElement>('.ant-modal-wrap [role="dialog"]');
const findOpenDialog = () =>
  waitFor(() => {
    const dialog = openDialog();
    if (!dialog) throw new Error('no dialog');
    return dialog;
  });
/** The tabs by their text. */
const tab = (name: string) =>
  [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent?.startsWith(name));

describe('reviews screen', { timeout: 60_000 }, () => {
  it('lists reviewed products and drills into one product', async () => {
    const router = renderPage('/reviews?view=products');
    const cell = await screen.findByText('Kora Organza Saree', { selector: 'td *' });
    const row = cell.closest('tr')!;
    expect(within(row).getByText('KO-101')).toBeTruthy();
    expect(within(row).getByText('4')).toBeTruthy();
    expect(within(row).getByText('3.3 out of 5')).toBeTruthy();

    fireEvent.click(button(row, 'View reviews of Kora Organza Saree'));
    await waitFor(() =>
      expect(document.querySelector('h1')?.textContent).toBe('Reviews: Kora Organza Saree'),
    );
    expect(router.state.location.search).toBe('?productId=p1');
    const asha = (await screen.findByText('Lovely drape')).closest('tr')!;
    expect(within(asha).getByText('Asha')).toBeTruthy();
    expect(within(asha).getByText('07/03/2025')).toBeTruthy();
    expect(within(asha).getByText('5 out of 5')).toBeTruthy();
    expect(seen.at(-1)?.query.get('productId')).toBe('p1');

    fireEvent.click(screen.getByText('All reviewed products').closest('button')!);
    await waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Reviews'));
    expect(router.state.location.search).toBe('?view=products');
  });

  it('deletes a review after confirming', async () => {
    renderPage('/reviews?productId=p1');
    const row = (await screen.findByText('Colour a bit off')).closest('tr')!;
    fireEvent.click(button(row, 'Delete the review by Priya'));
    const confirm = await findOpenDialog();
    expect(confirm.textContent).toContain('Confirm Delete');
    expect(confirm.textContent).toContain('Are you sure you want to delete this review?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted successfully')).toBeTruthy();
    expect(seen.find((r) => r.method === 'DELETE')?.path).toBe('/api/admin/product-reviews/r2');
    await waitFor(() => expect(screen.queryByText('Colour a bit off')).toBeNull());
    expect(screen.getByText('Lovely drape')).toBeTruthy();
  });

  it('opens on the pending reviews with each status counted, and approves one', async () => {
    const router = renderPage();
    const divya = (await screen.findByText('Soft silk, true colour')).closest('tr')!;
    await waitFor(() => expect(tab('Pending')?.textContent).toBe('Pending 2'));
    expect(tab('Pending')?.getAttribute('aria-selected')).toBe('true');
    expect(tab('Approved')?.textContent).toBe('Approved 2');
    expect(tab('Rejected')?.textContent).toBe('Rejected 0');
    expect(within(divya).getByText('Kora Organza Saree')).toBeTruthy();
    expect(within(divya).getByText('Verified buyer')).toBeTruthy();
    expect(within(divya).getByText('4 out of 5')).toBeTruthy();

    fireEvent.click(button(divya, 'Approve the review by Divya'));
    expect(await screen.findByText('Review approved')).toBeTruthy();
    expect(seen.find((r) => r.method === 'PUT')?.path).toBe(
      '/api/admin/product-reviews/r3/approve',
    );
    await waitFor(() => expect(screen.queryByText('Soft silk, true colour')).toBeNull());
    await waitFor(() => expect(tab('Approved')?.textContent).toBe('Approved 3'));

    fireEvent.click(tab('Approved')!);
    await waitFor(() => expect(router.state.location.search).toBe('?status=approved'));
    expect(await screen.findByText('Soft silk, true colour')).toBeTruthy();
  });

  it('rejects a review only after confirming', async () => {
    renderPage('/reviews?status=pending');
    const row = (await screen.findByText('Cheap sarees at my shop')).closest('tr')!;
    fireEvent.click(button(row, 'Reject the review by Spammer'));
    const confirm = await findOpenDialog();
    expect(confirm.textContent).toContain('Reject this review?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(openDialog()).toBeNull());
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);

    fireEvent.click(button(row, 'Reject the review by Spammer'));
    const again = await findOpenDialog();
    fireEvent.click(within(again).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Review rejected')).toBeTruthy();
    expect(seen.find((r) => r.method === 'PUT')?.path).toBe('/api/admin/product-reviews/r4/reject');
    await waitFor(() => expect(screen.queryByText('Cheap sarees at my shop')).toBeNull());
  });

  it('turns review moderation off and on with the labelled switch', async () => {
    renderPage();
    const toggle = await screen.findByLabelText('Approve reviews before they are shown', {
      selector: 'button[role="switch"]',
    });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle);
    expect(await screen.findByText('New reviews are now published at once')).toBeTruthy();
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({ moderation: false });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
  });
});
