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
}[];
let seen: SeenRequest[];

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
    },
    {
      _id: 'r2',
      id: 'r2',
      productId: 'p1',
      userName: 'Priya',
      reviewMessage: 'Colour a bit off',
      reviewValue: 3,
      createdAt: '2025-06-20T10:00:00.000Z',
    },
  ];
  window.localStorage.setItem('accessToken', 'a-token');
  seen = stubGateway(handle);
});

function renderPage(path = '/reviews') {
  return renderRoute('/reviews', <ReviewListPage />, path);
}

describe('reviews screen', { timeout: 60_000 }, () => {
  it('lists reviewed products and drills into one product', async () => {
    const router = renderPage();
    const cell = await screen.findByText('Kora Organza Saree', { selector: 'td *' });
    const row = cell.closest('tr')!;
    expect(within(row).getByText('KO-101')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText('4 out of 5')).toBeTruthy();

    fireEvent.click(
      within(row).getByRole('button', { name: 'View reviews of Kora Organza Saree' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reviews: Kora Organza Saree' }),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?productId=p1');
    const asha = (await screen.findByText('Lovely drape')).closest('tr')!;
    expect(within(asha).getByText('Asha')).toBeTruthy();
    expect(within(asha).getByText('07/03/2025')).toBeTruthy();
    expect(within(asha).getByText('5 out of 5')).toBeTruthy();
    expect(seen.at(-1)?.query.get('productId')).toBe('p1');

    fireEvent.click(screen.getByRole('button', { name: 'All reviewed products' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeTruthy();
  });

  it('deletes a review after confirming', async () => {
    renderPage('/reviews?productId=p1');
    const row = (await screen.findByText('Colour a bit off')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete the review by Priya' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Confirm Delete');
    expect(confirm.textContent).toContain('Are you sure you want to delete this review?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted successfully')).toBeTruthy();
    expect(seen.find((r) => r.method === 'DELETE')?.path).toBe('/api/admin/product-reviews/r2');
    await waitFor(() => expect(screen.queryByText('Colour a bit off')).toBeNull());
    expect(screen.getByText('Lovely drape')).toBeTruthy();
  });
});
