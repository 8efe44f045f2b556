import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installContentApi } from '@/testing/fake-content';
import { renderApp } from '@/testing/render-app';

async function fields() {
  return {
    name: await screen.findByLabelText<HTMLInputElement>(/^Name/),
    email: screen.getByLabelText<HTMLInputElement>(/^Email/),
    message: screen.getByLabelText<HTMLTextAreaElement>(/^Message/),
    send: screen.getByRole('button', { name: 'Send Message' }),
  };
}

describe('contact page', () => {
  it('shows the phone, WhatsApp and e-mail cards, business hours and social links', async () => {
    installContentApi();
    renderApp('/shop/contact');
    const cards = await screen.findByRole('list', { name: 'Ways to reach us' });
    expect(
      within(cards)
        .getByRole('link', { name: /98765 43210/ })
        .getAttribute('href'),
    ).toBe('tel:+919876543210');
    const whatsapp = within(cards).getByRole('link', { name: /Chat with us/ });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    expect(within(cards).getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(within(cards).getByText('Monday to Saturday, 11am to 8pm')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Our social pages' })).toBeTruthy();
  });

  it('keeps Send disabled until every field has text after trimming', async () => {
    installContentApi();
    renderApp('/shop/contact');
    const user = userEvent.setup();
    const { name, email, message, send } = await fields();

    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(name, '   ');
    await user.type(email, 'asha@example.com');
    await user.type(message, 'Do you ship to Pune?');
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(name, 'Asha');
    expect(send.hasAttribute('disabled')).toBe(false);
  });

  it('refuses an empty submission with "Missing Fields" and sends nothing', async () => {
    const api = installContentApi();
    renderApp('/shop/contact');
    const { send } = await fields();

    fireEvent.submit(send.closest('form') as HTMLFormElement);

    const toasts = screen.getByRole('status', { name: 'Notifications' });
    expect(await within(toasts).findByText('Missing Fields')).toBeTruthy();
    expect(within(toasts).getByText('Please fill out all fields before submitting.')).toBeTruthy();
    expect(api.calls('/shop/contacts/add')).toHaveLength(0);
  });

  it('sends the trimmed message, toasts "Success" and clears the form', async () => {
    const api = installContentApi();
    renderApp('/shop/contact');
    const user = userEvent.setup();
    const { name, email, message, send } = await fields();

    await user.type(name, ' Asha ');
    await user.type(email, 'asha@example.com ');
    await user.type(message, 'Do you ship to Pune?');
    await user.click(send);

    const toasts = screen.getByRole('status', { name: 'Notifications' });
    expect(await within(toasts).findByText('Success')).toBeTruthy();
    expect(within(toasts).getByText('Your message has been sent successfully!')).toBeTruthy();
    expect(api.calls('/shop/contacts/add')[0]?.body).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      message: 'Do you ship to Pune?',
    });
    expect([name.value, email.value, message.value]).toEqual(['', '', '']);
  });

  it("shows the server's refusal under the form and keeps what was typed", async () => {
    installContentApi({
      override: (request) =>
        request.path === '/shop/contacts/add'
          ? {
              status: 400,
              body: { success: false, message: 'Please enter a valid email address.' },
            }
          : undefined,
    });
    renderApp('/shop/contact');
    const user = userEvent.setup();
    const { name, email, message, send } = await fields();

    await user.type(name, 'Asha');
    await user.type(email, 'asha-at-example');
    await user.type(message, 'Hello');
    await user.click(send);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please enter a valid email address.',
    );
    expect(name.value).toBe('Asha');
  });
});
