import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installContentApi } from '@/testing/fake-content';
import { renderApp } from '@/testing/render-app';

async function subscribe(email: string) {
  const user = userEvent.setup();
  const input = await screen.findByLabelText('Subscribe to our newsletter');
  expect(input.getAttribute('type')).toBe('email');
  await user.clear(input);
  if (email) await user.type(input, email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
}

const toasts = () => screen.getByRole('status', { name: 'Notifications' });

describe('shop footer', () => {
  it('asks for an e-mail without calling the API', async () => {
    const api = installContentApi();
    renderApp('/shop/contact');
    await subscribe('');
    expect(await within(toasts()).findByText('Please enter a valid email address.')).toBeTruthy();
    expect(api.calls('/shop/newsletter/subscribe')).toHaveLength(0);
  });

  it("subscribes with the server's message, then answers a second try with a warning", async () => {
    const api = installContentApi();
    renderApp('/shop/contact');

    await subscribe('asha@example.com');
    expect(
      await within(toasts()).findByText('Thank you for subscribing to our newsletter!'),
    ).toBeTruthy();
    expect(api.calls('/shop/newsletter/subscribe')[0]?.body).toEqual({
      email: 'asha@example.com',
    });

    await subscribe('Asha@example.com');
    expect(await within(toasts()).findByText('You are already subscribed!')).toBeTruthy();
  });

  it('says "Subscription failed. Try again!" for other refusals and "Failed to subscribe" without a message', async () => {
    let answer = { status: 429, body: { success: false, message: 'Too many requests.' } };
    installContentApi({
      override: (request) => (request.path === '/shop/newsletter/subscribe' ? answer : undefined),
    });
    renderApp('/shop/contact');

    await subscribe('asha@example.com');
    expect(await within(toasts()).findByText('Subscription failed. Try again!')).toBeTruthy();

    answer = { status: 500, body: {} as never };
    await subscribe('asha@example.com');
    expect(await within(toasts()).findByText('Failed to subscribe')).toBeTruthy();
  });

  it('opens each policy in a labelled dialog that Escape closes', async () => {
    installContentApi();
    renderApp('/shop/contact');
    const user = userEvent.setup();

    const refund = await screen.findByRole('button', { name: 'Refund & Returns Policy' });
    await user.click(refund);
    const dialog = await screen.findByRole('dialog', { name: 'Refund & Returns Policy' });
    expect(within(dialog).getByText(/within 2 days of receiving your order/)).toBeTruthy();
    expect(within(dialog).getByText(/Beaded or sequined items/)).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(refund);

    for (const title of ['Terms & Conditions', 'Privacy Policy', 'Shipping Policy']) {
      await user.click(screen.getByRole('button', { name: title }));
      const opened = await screen.findByRole('dialog', { name: title });
      await user.click(within(opened).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('links Home, Collections and New Arrivals', async () => {
    installContentApi();
    renderApp('/shop/contact');
    const explore = await screen.findByRole('navigation', { name: 'Explore' });
    for (const name of ['Home', 'Collections', 'New Arrivals']) {
      expect(within(explore).getByRole('link', { name })).toBeTruthy();
    }
  });
});
