// The customer's photos in a return's dialog, on their own: thumbnails from the 320 px
// variant, each a link opening the full image in a new tab, reached by Tab; "No photos" else.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReturnPhotos } from './return-photos';

const PHOTOS = ['/media/images/p-one/1024.jpg', '/media/images/p-two/640.jpg'];

function renderPhotos(photos: string[]): HTMLElement {
  render(<ReturnPhotos photos={photos} />);
  return screen.getByRole('region', { name: "Customer's photos" });
}

describe("the customer's photos", () => {
  it('shows each photo as a small thumbnail linking to the full image in a new tab', () => {
    const section = renderPhotos(PHOTOS);
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(PHOTOS);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    }
    // Each link is named by its thumbnail's alt text.
    const first = within(section).getByRole('link', { name: "Customer's photo 1 of 2" });
    expect(first.getAttribute('href')).toBe(PHOTOS[0]);
    const second = within(section).getByRole('link', { name: "Customer's photo 2 of 2" });
    expect(second.getAttribute('href')).toBe(PHOTOS[1]);
    expect(within(section).queryByText('No photos')).toBeNull();
  });

  it('takes the thumbnails from the 320 px variant, AVIF first, sized 96 px', () => {
    const section = renderPhotos(PHOTOS);
    const image = within(section).getByRole('img', { name: "Customer's photo 1 of 2" });
    expect(image.getAttribute('src')).toBe('/media/images/p-one/320.jpg');
    expect(image.getAttribute('srcset')).toBe('/media/images/p-one/320.jpg 320w');
    expect(image.getAttribute('sizes')).toBe('96px');
    const avif = image.parentElement?.querySelector('source[type="image/avif"]');
    expect(avif?.getAttribute('srcset')).toBe('/media/images/p-one/320.avif 320w');
    expect(
      within(section).getByRole('img', { name: "Customer's photo 2 of 2" }).getAttribute('src'),
    ).toBe('/media/images/p-two/320.jpg');
  });

  it('reaches each photo with Tab, in order', async () => {
    const user = userEvent.setup({ delay: null });
    const section = renderPhotos(PHOTOS);
    await user.tab();
    expect(document.activeElement).toBe(
      within(section).getByRole('link', { name: "Customer's photo 1 of 2" }),
    );
    await user.tab();
    expect(document.activeElement).toBe(
      within(section).getByRole('link', { name: "Customer's photo 2 of 2" }),
    );
  });

  it('counts a single photo as 1 of 1', () => {
    const section = renderPhotos(['/media/images/solo/320.jpg']);
    expect(within(section).getByRole('link', { name: "Customer's photo 1 of 1" })).toBeTruthy();
  });

  it('says "No photos" in the same section when the customer sent none', () => {
    const section = renderPhotos([]);
    expect(within(section).getByText('No photos')).toBeTruthy();
    expect(within(section).queryAllByRole('link')).toHaveLength(0);
    expect(within(section).queryAllByRole('img')).toHaveLength(0);
  });
});
