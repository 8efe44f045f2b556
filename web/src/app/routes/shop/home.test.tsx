import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installContentApi } from '@/testing/fake-content';
import { renderApp } from '@/testing/render-app';

const CONTENT = {
  banners: [
    { id: 'b1', image: 'https://cdn.example.com/b1.jpg', description: 'Festive Banarasi' },
    { id: 'b2', image: 'https://cdn.example.com/b2.jpg', description: 'Summer cottons' },
  ],
  feed: [
    {
      id: 'p2',
      postUrl: 'https://www.instagram.com/p/post-2/',
      image: '/media/images/p2/640.jpg',
      imageWidth: 640,
      imageHeight: 640,
      alt: 'Red Kanjivaram drape',
    },
    {
      id: 'p1',
      postUrl: 'https://www.instagram.com/p/post-1/',
      image: 'https://cdn.example.com/p1.jpg',
      imageWidth: 0,
      imageHeight: 0,
      alt: '',
    },
  ],
  testimonials: [
    {
      id: 't1',
      userName: 'Meena',
      feedback: 'The Tussar was even lovelier in person.',
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  ],
};

describe('home page content', () => {
  it('shows a full-screen loader, then banners, feed and testimonials from one GraphQL call', async () => {
    const api = installContentApi(CONTENT);
    renderApp('/shop/home');

    const loader = await screen.findByRole('status', { name: 'Loading the boutique…' });
    expect(loader.getAttribute('aria-live')).toBe('polite');
    expect(await screen.findByRole('img', { name: 'Festive Banarasi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next banner' })).toBeTruthy();
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Shop by Category' }),
    ).toBeTruthy();

    const posts = within(
      await screen.findByRole('list', { name: 'Social posts' }, { timeout: 10_000 }),
    ).getAllByRole('link');
    expect(posts.map((link) => link.getAttribute('href'))).toEqual(
      CONTENT.feed.map((post) => post.postUrl),
    );
    for (const link of posts) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(await screen.findByText('The Tussar was even lovelier in person.')).toBeTruthy();

    const homeCalls = api.calls('/graphql');
    expect(homeCalls).toHaveLength(1);
    const query = (homeCalls[0]?.body as { query: string }).query;
    expect(query).toMatch(/banners \{ id image description \}/);
    expect(query).toMatch(/feed \{ id postUrl image imageWidth imageHeight alt \}/);
    expect(query).toMatch(/testimonials \{ id userName feedback createdAt \}/);
  });

  it('lets a signed-in customer share feedback, which then shows among the testimonials', async () => {
    const api = installContentApi({ ...CONTENT, signedIn: true });
    renderApp('/shop/home');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Share Your Experience' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Your Experience' });
    const submit = within(dialog).getByRole('button', { name: 'Submit Feedback' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText(/Your feedback/), '   ');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(
      within(dialog).getByLabelText(/Your feedback/),
      'Beautiful organza, fast delivery!',
    );
    await user.click(submit);

    const toasts = screen.getByRole('status', { name: 'Notifications' });
    expect(await within(toasts).findByText('Feedback Submitted')).toBeTruthy();
    expect(within(toasts).getByText('Thank you for your feedback!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('/shop/feedback/add')[0]?.body).toEqual({
      feedback: 'Beautiful organza, fast delivery!',
    });
    expect(await screen.findByText('Beautiful organza, fast delivery!')).toBeTruthy();
  });

  it('tells the customer the story appears once read, while moderation is on', async () => {
    installContentApi({ ...CONTENT, signedIn: true, moderation: true });
    renderApp('/shop/home');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Share Your Experience' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Your Experience' });
    await user.type(within(dialog).getByLabelText(/Your feedback/), 'Waiting for the owner');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));

    const toasts = screen.getByRole('status', { name: 'Notifications' });
    expect(
      await within(toasts).findByText('Thank you! Your story will appear once we have read it'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Waiting for the owner')).toBeNull();
  });

  it('shows "Submission Error" when the feedback is refused', async () => {
    installContentApi({
      ...CONTENT,
      signedIn: true,
      override: (request) =>
        request.path === '/shop/feedback/add'
          ? { status: 500, body: { success: false, message: 'Internal error' } }
          : undefined,
    });
    renderApp('/shop/home');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Share Your Experience' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Your Experience' });
    await user.type(within(dialog).getByLabelText(/Your feedback/), 'Lovely');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));

    const toasts = screen.getByRole('status', { name: 'Notifications' });
    expect(await within(toasts).findByText('Submission Error')).toBeTruthy();
    expect(within(toasts).getByText('There was a problem submitting your feedback.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Share Your Experience' })).toBeTruthy();
  });

  it('tells a guest to sign in instead of opening the dialog', async () => {
    const api = installContentApi(CONTENT);
    renderApp('/shop/home');

    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Share Your Experience' }));

    const toasts = screen.getByRole('status', { name: 'Notifications' });
    expect(await within(toasts).findByText('Unauthorized')).toBeTruthy();
    expect(within(toasts).getByText('You must be logged in to submit feedback.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('/shop/feedback/add')).toHaveLength(0);
  });
});
