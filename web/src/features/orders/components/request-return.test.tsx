import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installAccountsApi, RETURN_ANSWERS } from '@/testing/fake-accounts';
import { accountOrder, openOrderDetails, paymentBadge } from '@/testing/account-orders';
import { renderApp } from '@/testing/render-app';

// My Account > Orders > details: returns after delivery (docs/returns.md). A delivered order
// within its return window offers "Request a return"; the dialog asks the lines, a reason and
// a note, checks what the server would refuse first, and sends one POST
// /shop/order/{id}/return (the accounts fake answers it as the gateway does); the order then
// says where its return stands, in words.

const DELIVERED_ID = '11111111-aaaa-4bbb-8ccc-000000000101';
const NO_WINDOW_ID = '22222222-bbbb-4ccc-8ddd-000000000102';
const SHIPPED_ID = '33333333-cccc-4ddd-8eee-000000000103';
const CLOSED_ID = '44444444-dddd-4eee-8fff-000000000104';

// Far ahead, so the window is open whenever the tests run: 3:00 pm in India.
const DEADLINE = '2099-11-29T09:30:00.000Z';
const DEADLINE_LINE = 'Return requests must be made by 29 November 2099 at 3:00 pm';

const LINES = [
  {
    productId: 'p1',
    title: 'Chanderi Duo',
    productCode: 'CD-1',
    quantity: 2,
    price: 2200,
    lineTotal: 4400,
    colors: { _id: 'gold', id: 'gold', title: 'Gold' },
    returnable: true,
    notReturnableReason: '',
  },
  {
    productId: 'p2',
    title: 'Kanjivaram Sale',
    productCode: 'KS-2',
    quantity: 1,
    price: 1500,
    lineTotal: 1500,
    colors: { _id: 'red', id: 'red', title: 'Red' },
    returnable: false,
    notReturnableReason: "Sale items can't be returned",
  },
];

function delivered(id: string, fields: Record<string, unknown> = {}) {
  return accountOrder(id, {
    totalAmount: 5900,
    orderStatus: 'delivered',
    cartItems: LINES,
    returnDeadline: DEADLINE,
    returnRequest: null,
    ...fields,
  });
}

function aReturn(fields: Record<string, unknown>) {
  return {
    id: 'ret-1',
    orderId: '',
    status: 'requested',
    reason: 'damaged',
    reasonLabel: 'Arrived damaged',
    note: '',
    lines: [
      {
        productId: 'p1',
        colourId: 'gold',
        title: 'Chanderi Duo',
        colourTitle: 'Gold',
        image: '',
        quantity: 1,
        price: 2200,
      },
    ],
    itemsAmount: 2200,
    shippingReimbursement: 0,
    deduction: 0,
    refundAmount: 0,
    resolution: '',
    ownerNote: '',
    // Noon in India: the same day wherever the tests run.
    requestedAt: '2026-11-26T06:30:00.000Z',
    decidedAt: '',
    receivedAt: '',
    resolvedAt: '',
    refundedAt: '',
    refundReference: '',
    creditNoteNumber: '',
    ...fields,
  };
}

const returnPosts = (api: ReturnType<typeof installAccountsApi>, orderId: string) =>
  api.requests.filter(
    (request) => request.method === 'POST' && request.path === `/shop/order/${orderId}/return`,
  );
const listReads = (api: ReturnType<typeof installAccountsApi>) => api.calls('/shop/order/list/u-1');

async function openReturnDialog(orderId = DELIVERED_ID) {
  renderApp('/shop/account');
  const opened = await openOrderDetails(orderId);
  await opened.user.click(within(opened.details).getByRole('button', { name: 'Request a return' }));
  const dialog = await screen.findByRole('dialog', { name: 'Request a return' });
  return { ...opened, dialog };
}

describe('Requesting a return from My Account', () => {
  it('offers "Request a return" only for a delivered order within its window and without a return', async () => {
    installAccountsApi({
      orders: [
        delivered(DELIVERED_ID),
        delivered(NO_WINDOW_ID, { orderDate: '2026-11-24T12:00:00.000Z', returnDeadline: '' }),
        delivered(SHIPPED_ID, { orderDate: '2026-11-23T12:00:00.000Z', orderStatus: 'inShipping' }),
        delivered(CLOSED_ID, {
          orderDate: '2026-11-22T12:00:00.000Z',
          returnDeadline: '2020-01-01T00:00:00.000Z',
        }),
      ],
    });
    renderApp('/shop/account');
    const { user, details } = await openOrderDetails(DELIVERED_ID);
    expect(within(details).getByRole('button', { name: 'Request a return' })).toBeTruthy();
    expect(within(details).queryByRole('region', { name: 'Your return' })).toBeNull();
    await user.click(within(details).getByRole('button', { name: 'Close' }));

    for (const id of [NO_WINDOW_ID, SHIPPED_ID, CLOSED_ID]) {
      const { details: other } = await openOrderDetails(id);
      expect(within(other).queryByRole('button', { name: 'Request a return' })).toBeNull();
      await user.click(within(other).getByRole('button', { name: 'Close' }));
    }
  });

  it('lists the lines (a sale line disabled with its reason), the reasons, the note and the deadline; keyboard stays inside', async () => {
    const api = installAccountsApi({ orders: [delivered(DELIVERED_ID)] });
    const { user, details, dialog } = await openReturnDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // Focus starts on the first line.
    const first = within(dialog).getAllByRole('checkbox')[0];
    expect(document.activeElement).toBe(first);
    expect(within(dialog).getByText(DEADLINE_LINE)).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();

    const lines = within(dialog).getByRole('group', { name: 'Items to return' });
    const returnable = within(lines).getByRole('checkbox', { name: /Chanderi Duo/ });
    const sale = within(lines).getByRole('checkbox', { name: /Kanjivaram Sale/ });
    expect(returnable.hasAttribute('disabled')).toBe(false);
    expect(sale.hasAttribute('disabled')).toBe(true);
    expect(within(lines).getByText("Sale items can't be returned")).toBeTruthy();
    const saleDescription = sale.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(saleDescription)?.textContent).toBe(
      "Sale items can't be returned",
    );
    // Only the returnable line has a quantity, up to what was ordered.
    const quantity = within(lines).getByRole('combobox', {
      name: 'Quantity of Chanderi Duo (Gold)',
    });
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2']);
    expect(within(lines).queryByRole('combobox', { name: /Kanjivaram/ })).toBeNull();

    const reason = within(dialog).getByRole('combobox', { name: /Reason for the return/ });
    expect(reason.getAttribute('aria-required')).toBe('true');
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a reason',
      'Arrived damaged',
      'A defect in the fabric or weave',
      'Wrong item or colour sent',
      'Different from the photos or description',
    ]);
    const note = within(dialog).getByRole('textbox', { name: 'Note (optional)' });
    expect(note.getAttribute('maxlength')).toBe('1000');
    expect(within(dialog).getByText('0 / 1000 characters')).toBeTruthy();
    await user.type(note, 'Torn');
    expect(within(dialog).getByText('4 / 1000 characters')).toBeTruthy();

    // Focus stays in the dialog (Tab wraps around).
    expect(first).toBe(returnable);
    const submit = within(dialog).getByRole('button', { name: 'Request Return' });
    submit.focus();
    await user.tab();
    expect(document.activeElement).toBe(returnable);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(submit);

    // Escape closes only the return dialog; focus goes back to its button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Request a return' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Order Details' })).toBe(details);
    expect(document.activeElement).toBe(
      within(details).getByRole('button', { name: 'Request a return' }),
    );
    expect(returnPosts(api, DELIVERED_ID)).toHaveLength(0);
  });

  it('says what is missing before asking the server', async () => {
    const api = installAccountsApi({ orders: [delivered(DELIVERED_ID)] });
    const { user, dialog } = await openReturnDialog();
    const submit = within(dialog).getByRole('button', { name: 'Request Return' });

    await user.click(submit);
    expect(within(dialog).getByText(RETURN_ANSWERS.noLine)).toBeTruthy();
    expect(within(dialog).getByText(RETURN_ANSWERS.noReason)).toBeTruthy();
    const returnable = within(dialog).getByRole('checkbox', { name: /Chanderi Duo/ });
    expect(document.activeElement).toBe(returnable);
    const reason = within(dialog).getByRole('combobox', { name: /Reason for the return/ });
    expect(reason.getAttribute('aria-invalid')).toBe('true');

    await user.click(returnable);
    expect(within(dialog).queryByText(RETURN_ANSWERS.noLine)).toBeNull();
    await user.click(submit);
    expect(within(dialog).getByText(RETURN_ANSWERS.noReason)).toBeTruthy();
    expect(document.activeElement).toBe(reason);
    expect(returnPosts(api, DELIVERED_ID)).toHaveLength(0);
  });

  it("requests a return: one POST, the server's message, the order updated in place", async () => {
    const api = installAccountsApi({ orders: [delivered(DELIVERED_ID)] });
    const { user, details, dialog } = await openReturnDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: /Chanderi Duo/ }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Quantity of Chanderi Duo (Gold)' }),
      '1',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Reason for the return/ }),
      'damaged',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note (optional)' }),
      'The pallu is torn.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Request Return' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Request a return' })).toBeNull(),
    );
    const message = await within(details).findByRole('status');
    expect(message.textContent).toBe(RETURN_ANSWERS.requested);
    expect(document.activeElement).toBe(message);
    const posts = returnPosts(api, DELIVERED_ID);
    expect(posts.map((request) => request.body)).toEqual([
      {
        lines: [{ productId: 'p1', colourId: 'gold', quantity: 1 }],
        reason: 'damaged',
        note: 'The pallu is torn.',
      },
    ]);
    expect(posts[0]?.authorization).toBe('Bearer access-1');

    // The answer's order: the return in words, its lines, no button; nothing read again.
    const section = within(details).getByRole('region', { name: 'Your return' });
    expect(
      within(section).getByText(
        /^Return requested on \d{1,2} [A-Z][a-z]+ \d{4}: we'll reply within 2 working days$/,
      ),
    ).toBeTruthy();
    expect(within(section).getByText('Reason: Arrived damaged')).toBeTruthy();
    const returned = within(section).getByRole('list', { name: 'Items returned' });
    expect(returned.textContent).toBe('Chanderi Duo · Gold · Qty 1');
    expect(within(details).queryByRole('button', { name: 'Request a return' })).toBeNull();
    expect(listReads(api)).toHaveLength(1);
  });

  it("shows the server's refusal in the dialog (409) and reads the order again", async () => {
    const api = installAccountsApi({
      orders: [delivered(DELIVERED_ID)],
      override: (request) =>
        request.method === 'POST' && request.path === `/shop/order/${DELIVERED_ID}/return`
          ? {
              status: 409,
              body: {
                success: false,
                message: 'The return window for this order closed on 29 Nov 2026',
              },
            }
          : undefined,
    });
    const { user, dialog } = await openReturnDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: /Chanderi Duo/ }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Reason for the return/ }),
      'wrong-item',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Request Return' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('The return window for this order closed on 29 Nov 2026');
    expect(document.activeElement).toBe(alert);
    expect(screen.getByRole('dialog', { name: 'Request a return' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Request Return' })).toBeTruthy();
    await waitFor(() => expect(listReads(api)).toHaveLength(2));
    expect(returnPosts(api, DELIVERED_ID)).toHaveLength(1);
  });

  it('says "Requesting..." and sends one request while it runs', async () => {
    let answer: () => void = () => undefined;
    const api = installAccountsApi({
      orders: [delivered(DELIVERED_ID)],
      override: (request) =>
        request.method === 'POST' && request.path.endsWith('/return')
          ? new Promise((resolve) => {
              answer = () => resolve(undefined);
            })
          : undefined,
    });
    const { user, details, dialog } = await openReturnDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: /Chanderi Duo/ }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Reason for the return/ }),
      'defective',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Request Return' }));
    const busy = await within(dialog).findByRole('button', { name: 'Requesting...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    await user.click(busy);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Request a return' })).toBe(dialog);
    answer();
    expect((await within(details).findByRole('status')).textContent).toBe(RETURN_ANSWERS.requested);
    expect(returnPosts(api, DELIVERED_ID)).toHaveLength(1);
  });
});

describe("A return's state in My Account", () => {
  const ids = {
    requested: '10000000-aaaa-4bbb-8ccc-000000000201',
    approved: '20000000-aaaa-4bbb-8ccc-000000000202',
    rejected: '30000000-aaaa-4bbb-8ccc-000000000203',
    received: '40000000-aaaa-4bbb-8ccc-000000000204',
    refunded: '50000000-aaaa-4bbb-8ccc-000000000205',
    started: '60000000-aaaa-4bbb-8ccc-000000000206',
    replaced: '70000000-aaaa-4bbb-8ccc-000000000207',
  };
  const withReturn = (id: string, day: number, fields: Record<string, unknown>) =>
    delivered(id, {
      orderDate: `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`,
      returnDeadline: '',
      returnRequest: aReturn({ orderId: id, ...fields }),
    });
  const orders = [
    withReturn(ids.requested, 20, {}),
    withReturn(ids.approved, 19, {
      status: 'approved',
      ownerNote: 'Please use the courier label we e-mailed you.',
    }),
    withReturn(ids.rejected, 18, {
      status: 'rejected',
      ownerNote: 'The saree has been worn and washed.',
    }),
    withReturn(ids.received, 17, { status: 'received' }),
    withReturn(ids.refunded, 16, {
      status: 'refunded',
      refundAmount: 2250,
      refundedAt: '2026-11-26T06:30:00.000Z',
      creditNoteNumber: 'SB/CN/2026-27/000009',
    }),
    withReturn(ids.started, 15, { status: 'refunded', refundAmount: 2999 }),
    withReturn(ids.replaced, 14, { status: 'replaced', resolution: 'replacement' }),
  ];
  const WORDS = {
    requested: "Return requested on 26 November 2026: we'll reply within 2 working days",
    approved: 'Return approved: please send the parcel back',
    rejected: 'Return not accepted: The saree has been worn and washed.',
    received: 'We received your return',
    refunded: 'Refund of ₹2,250.00 made on 26 November 2026',
    started: 'Refund of ₹2,999.00 started',
    replaced: 'A replacement is on its way',
  };

  it('says each state in words in the table and in the details, with the returned lines', async () => {
    installAccountsApi({ orders });
    renderApp('/shop/account');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    for (const words of Object.values(WORDS)) {
      expect(within(table).getByText(words)).toBeTruthy();
    }

    const { user, details } = await openOrderDetails(ids.approved);
    const approved = within(details).getByRole('region', { name: 'Your return' });
    expect(within(approved).getByText(WORDS.approved)).toBeTruthy();
    expect(
      within(approved).getByText('Please use the courier label we e-mailed you.'),
    ).toBeTruthy();
    expect(within(approved).getByRole('list', { name: 'Items returned' }).textContent).toBe(
      'Chanderi Duo · Gold · Qty 1',
    );
    expect(within(details).queryByRole('button', { name: 'Request a return' })).toBeNull();
    await user.click(within(details).getByRole('button', { name: 'Close' }));

    const { details: refunded } = await openOrderDetails(ids.refunded);
    const section = within(refunded).getByRole('region', { name: 'Your return' });
    expect(within(section).getByText(WORDS.refunded)).toBeTruthy();
    expect(within(section).getByText('Credit note SB/CN/2026-27/000009')).toBeTruthy();
    // ₹2,250.00 of the ₹5,900.00 paid came back.
    expect(paymentBadge(refunded)).toEqual({ label: 'Partly refunded', tone: 'blue' });
    await user.click(within(refunded).getByRole('button', { name: 'Close' }));

    for (const key of ['requested', 'rejected', 'received', 'started', 'replaced'] as const) {
      const { details: other } = await openOrderDetails(ids[key]);
      const region = within(other).getByRole('region', { name: 'Your return' });
      expect(within(region).getByText(WORDS[key])).toBeTruthy();
      // Refunded by the owner (the provider's refund still to come) counts as made.
      expect(paymentBadge(other).label).toBe(key === 'started' ? 'Partly refunded' : 'Paid');
      await user.click(within(other).getByRole('button', { name: 'Close' }));
    }
  });

  it('reads an order from a server without returns: no button, no return', async () => {
    installAccountsApi({
      orders: [
        accountOrder(DELIVERED_ID, {
          orderStatus: 'delivered',
          cartItems: [{ productId: 'p1', title: 'Chanderi Duo', quantity: 1, price: 2200 }],
        }),
      ],
    });
    renderApp('/shop/account');
    const { details } = await openOrderDetails(DELIVERED_ID);
    expect(within(details).getByText('Delivered')).toBeTruthy();
    expect(within(details).queryByRole('button', { name: 'Request a return' })).toBeNull();
    expect(within(details).queryByRole('region', { name: 'Your return' })).toBeNull();
  });
});
