// The order dialog's Return section on its own: the return's status, when it was asked for,
// how many photos the customer sent ("2 photos", nothing for none) and the link to Returns,
// which hands the photos over with the return.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { AdminOrder, OrderReturnRequest } from '../../orders-api';
import { OrderReturn } from './order-return';

const ORDER: AdminOrder = {
  id: '7b21d9e4-0000-4000-8000-000000000000',
  orderDate: '2025-06-10T10:00:00.000Z',
  totalAmount: 2999,
  paymentMethod: 'razorpay',
  paymentStatus: 'paid',
  orderStatus: 'delivered',
  trackingNumber: '',
  nextStatuses: [],
  cancelReason: '',
  invoiceNumber: '',
  invoiceDate: '',
  creditNoteNumber: '',
  creditNoteDate: '',
  refundedAmount: 0,
  refundedAt: '',
  refundReference: '',
  cod: null,
  returnRequest: null,
  courier: { id: '', name: '', trackingUrl: '' },
  items: [],
  customer: { name: 'Priya Nair', email: 'priya@example.com' },
  shipping: {
    name: '',
    address: '',
    state: '',
    city: '',
    pincode: '',
    phone: '',
    landmark: '',
    deliveryZone: '',
    deliveryEarliestDate: '',
    deliveryLatestDate: '',
  },
};

function returnWith(photos: string[]): OrderReturnRequest {
  return {
    id: 'ret-7b21',
    status: 'requested',
    requestedAt: '2025-06-22T10:00:00.000Z',
    photos,
  };
}

/** What the Returns screen was handed with the link. */
function HandedPhotos() {
  const state = useLocation().state as { returnRequest?: { photos?: unknown } } | null;
  return <output aria-label="handed photos">{JSON.stringify(state?.returnRequest?.photos)}</output>;
}

function renderReturn(returnRequest: OrderReturnRequest): HTMLElement {
  const router = createMemoryRouter(
    [
      {
        path: '/orders',
        element: (
          <section aria-label="Return">
            <OrderReturn order={ORDER} returnRequest={returnRequest} />
          </section>
        ),
      },
      { path: '/returns', element: <HandedPhotos /> },
    ],
    { initialEntries: ['/orders'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('region', { name: 'Return' });
}

describe("the order's Return section", () => {
  it('says how many photos the customer sent, beside the status and the date', () => {
    const section = renderReturn(
      returnWith(['/media/images/a/640.jpg', '/media/images/b/1024.jpg']),
    );
    expect(section.textContent).toBe('RequestedRequested 22/06/20252 photos Open in Returns');
  });

  it('says "1 photo" for one', () => {
    const section = renderReturn(returnWith(['/media/images/a/640.jpg']));
    expect(section.textContent).toContain('1 photo');
    expect(section.textContent).not.toContain('1 photos');
  });

  it('says nothing about photos when none were sent', () => {
    const section = renderReturn(returnWith([]));
    expect(section.textContent).not.toMatch(/photo/);
    expect(section.textContent).toBe('RequestedRequested 22/06/2025 Open in Returns');
  });

  it('hands the photos over to Returns with the return', async () => {
    const photos = ['/media/images/a/640.jpg', '/media/images/b/1024.jpg'];
    renderReturn(returnWith(photos));
    fireEvent.click(screen.getByRole('link', { name: 'Open in Returns' }));
    const handed = await screen.findByRole('status', { name: 'handed photos' });
    expect(JSON.parse(handed.textContent ?? 'null')).toEqual(photos);
  });
});
