// The Instafeed screen against a fake gateway: the post links, adding a URL (blank refused
// in the form, the server's refusals shown), and deleting after confirmation.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { stubGateway, type FakeReply, type SeenRequest } from '../../../test/fake-gateway';
import { findDialog, renderRoute } from '../../../test/render-route';
import { PostListPage } from './post-list-page';

vi.mock('../../../app/theme', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../app/theme')>();
  return {
    ...original,
    theme: { ...original.theme, token: { ...original.theme.token, motion: false } },
  };
});

interface Stored {
  _id: string;
  postUrl: string;
  createdAt: string;
}

let posts: Stored[];
let seen: SeenRequest[];

function fakeGateway(request: SeenRequest): FakeReply {
  const { method, path } = request;
  if (method === 'GET' && path === '/api/admin/instafeed/get') {
    return {
      status: 200,
      body: {
        success: true,
        data: { _id: 'instafeed', posts: posts.map((p) => p.postUrl), items: posts },
      },
    };
  }
  if (method === 'POST' && path === '/api/admin/instafeed/add') {
    const url = (request.body as { postUrl: string }).postUrl;
    if (!/^https?:\/\//.test(url)) {
      return {
        status: 400,
        body: { success: false, message: 'Post URL must be a valid http(s) link' },
      };
    }
    if (posts.some((p) => p.postUrl === url)) {
      return { status: 409, body: { success: false, message: 'This post is already in the feed' } };
    }
    posts = [
      { _id: `p${posts.length + 1}`, postUrl: url, createdAt: '2026-05-01T10:00:00Z' },
      ...posts,
    ];
    return { status: 201, body: { success: true, message: 'Post added successfully' } };
  }
  const remove = /^\/api\/admin\/instafeed\/delete\/(.+)$/.exec(path);
  if (method === 'DELETE' && remove) {
    posts = posts.filter((p) => p._id !== remove[1]);
    return { status: 200, body: { success: true, message: 'Post deleted successfully' } };
  }
  throw new Error(`unexpected ${method} ${path}`);
}

beforeEach(() => {
  posts = [
    {
      _id: 'p1',
      postUrl: 'https://www.instagram.com/p/Cx1/',
      createdAt: '2026-02-03T10:00:00.000Z',
    },
  ];
  window.localStorage.setItem('accessToken', 'a-token');
  seen = stubGateway(fakeGateway);
});

const renderPage = () => renderRoute('/instafeed', <PostListPage />);
const posted = () => seen.filter((r) => r.method === 'POST');

async function addUrl(url: string) {
  fireEvent.change(screen.getByLabelText('Post URL'), { target: { value: url } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add Post' }));
    await Promise.resolve();
  });
}

describe('the Instafeed screen', { timeout: 30_000 }, () => {
  it('lists posts as links opening in a new tab', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Posts' });
    const link = within(list).getByRole('link', { name: /instagram\.com\/p\/Cx1/ });
    expect(link.getAttribute('href')).toBe('https://www.instagram.com/p/Cx1/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(list).getByText('Added 03/02/2026')).toBeTruthy();
    expect(screen.getByText('1 post')).toBeTruthy();
  });

  it('refuses a blank URL without asking the server', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Posts' });
    await addUrl('   ');
    expect(await screen.findByText('Post URL is required')).toBeTruthy();
    expect(posted()).toHaveLength(0);
  });

  it('adds a trimmed URL, says so and lists it first', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Posts' });
    await addUrl('  https://www.instagram.com/p/New2/ ');
    expect(await screen.findByText('Post added successfully')).toBeTruthy();
    expect(posted()[0]?.body).toEqual({
      postUrl: 'https://www.instagram.com/p/New2/',
      image: '',
      alt: '',
    });
    expect(await screen.findByText('2 posts')).toBeTruthy();
    const links = within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('link');
    expect(links[0]?.getAttribute('href')).toBe('https://www.instagram.com/p/New2/');
    expect(screen.getByLabelText('Post URL')).toHaveProperty('value', '');
  });

  it("shows the server's reason for a link it refuses", async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Posts' });
    await addUrl('instagram.com/p/x');
    expect(await screen.findByText('Failed to add post')).toBeTruthy();
    expect(screen.getByText('Post URL must be a valid http(s) link')).toBeTruthy();
  });

  it('deletes a post after confirmation', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Posts' });
    fireEvent.click(within(list).getByRole('button', { name: 'Delete post instagram.com/p/Cx1' }));
    const dialog = await findDialog('Confirm Delete');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await Promise.resolve();
    });
    expect(await screen.findByText('Post deleted successfully')).toBeTruthy();
    expect(seen.find((r) => r.method === 'DELETE')?.path).toBe('/api/admin/instafeed/delete/p1');
    expect(await screen.findByText('No posts yet')).toBeTruthy();
  });
});
