import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeProduct, installCatalogueApi } from '@/testing/fake-catalogue';
import { deliveryAnswer } from '@/testing/fake-delivery';
import { renderApp } from '@/testing/render-app';

const saree = fakeProduct({
  id: 'p1',
  title: 'Kora Organza',
  secondTitle: 'Hand-embroidered border',
  productCode: 'KO-101',
  description: 'Fabric: Kora organza\nLength: 6.3 m',
  price: 2500,
  salePrice: 1800,
  totalStock: 7,
  image: ['/media/images/a/1024.jpg', '/media/images/b/1024.jpg'],
  colors: [
    { id: 'ruby', title: 'Ruby', inventory: 0 },
    { id: 'gold', title: 'Gold', inventory: 5 },
    { id: 'emerald', title: 'Emerald', inventory: 2 },
  ],
});
const sibling = fakeProduct({ id: 'p2', title: 'Tissue Organza' });
const review = {
  id: 'r1',
  productId: 'p1',
  userName: 'Meera',
  reviewMessage: 'Lovely drape',
  reviewValue: 4,
  verifiedBuyer: true,
};

describe('Product details page', () => {
  it('shows the product, its price, description, colours, reviews and related products', async () => {
    installCatalogueApi({ products: [saree, sibling], reviews: [review] });
    renderApp('/shop/details/p1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Kora Organza' })).toBeTruthy();
    expect(screen.getByText('KO-101')).toBeTruthy();
    expect(screen.getByText('Hand-embroidered border')).toBeTruthy();
    expect(screen.getByText('28% OFF')).toBeTruthy();
    expect(screen.getByText('Fabric:').tagName).toBe('STRONG');
    const ruby = screen.getByRole<HTMLInputElement>('radio', { name: /Ruby/ });
    expect(ruby.disabled).toBe(true);
    expect(screen.getByText('Out of Stock')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Gold/ }).checked).toBe(true);
    expect(screen.getByText('Lovely drape')).toBeTruthy();
    const shown = screen.getByText('Lovely drape').closest('li');
    expect(within(shown!).getByText('Verified buyer')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Sign in to write a review' }).getAttribute('href'),
    ).toBe('/auth/login?redirect=%2Fshop%2Fdetails%2Fp1');
    expect(screen.getByRole('heading', { name: 'You May Also Like' })).toBeTruthy();
    const data = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as Record<string, unknown>;
    expect(data).toMatchObject({ '@type': 'Product', sku: 'KO-101', offers: { price: 1800 } });
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Fabric: Kora organza Length: 6.3 m',
    );
  });

  it('keeps the quantity between 1 and the colour stock', async () => {
    installCatalogueApi({ products: [saree] });
    renderApp('/shop/details/p1');
    const user = userEvent.setup();
    const quantity = await screen.findByRole<HTMLInputElement>('spinbutton', {
      name: 'Quantity',
    });
    expect(quantity.value).toBe('1');
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Decrease quantity' }).disabled,
    ).toBe(true);

    const more = screen.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 5; i += 1) await user.click(more);
    expect(quantity.value).toBe('5');
    expect(screen.getByText('Maximum available quantity is 5')).toBeTruthy();

    await user.click(screen.getByText('Emerald'));
    expect(quantity.value).toBe('2');
    expect(screen.getByText('Maximum available quantity is 2')).toBeTruthy();
  });

  it('moves through images with previous/next and thumbnails, and opens the accordions', async () => {
    installCatalogueApi({ products: [saree] });
    renderApp('/shop/details/p1');
    const user = userEvent.setup();
    expect(await screen.findByRole('img', { name: 'Kora Organza, image 1 of 2' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Kora Organza, image 2 of 2' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show image 1 of 2' }));
    expect(screen.getByRole('img', { name: 'Kora Organza, image 1 of 2' })).toBeTruthy();

    const policy = screen.getByRole('button', { name: 'Return & Exchange Policy' });
    expect(policy.getAttribute('aria-expanded')).toBe('false');
    await user.click(policy);
    expect(policy.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/within 2 days of receiving your order/)).toBeTruthy();
  });

  it("says a product flagged noReturns can't be returned, by the price and in the return policy", async () => {
    const beaded = fakeProduct({ id: 'p3', title: 'Sequined Georgette', noReturns: true });
    const api = installCatalogueApi({ products: [beaded] });
    renderApp('/shop/details/p3');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sequined Georgette' }),
    ).toBeTruthy();
    const page = api
      .calls('/graphql')
      .find((call) => JSON.stringify(call.body).includes('productPage'));
    expect(JSON.stringify(page?.body)).toMatch(/\bnoReturns\b/);

    const [byPrice, ...others] = screen.getAllByText("This item can't be returned or exchanged.");
    expect(others, 'the policy, closed, is hidden').toHaveLength(1);
    // Beside the price and Add to Cart, before the policy accordions.
    const price = screen.getByText('Inclusive of all taxes · Free shipping across India');
    expect(byPrice?.parentElement).toBe(price.parentElement);

    await user.click(screen.getByRole('button', { name: 'Return & Exchange Policy' }));
    const policy = screen.getByRole('region', { name: 'Return & Exchange Policy' });
    expect(policy.firstElementChild?.textContent).toBe("This item can't be returned or exchanged.");
  });

  it('says nothing of returns being refused when noReturns is false or missing', async () => {
    installCatalogueApi({
      products: [saree, fakeProduct({ id: 'p4', title: 'Plain Cotton', noReturns: false })],
    });
    const missing = renderApp('/shop/details/p1');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kora Organza' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Return & Exchange Policy' }));
    expect(screen.getByText(/within 2 days of receiving your order/)).toBeTruthy();
    expect(screen.queryByText(/can't be returned or exchanged/)).toBeNull();
    missing.unmount();

    renderApp('/shop/details/p4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plain Cotton' })).toBeTruthy();
    expect(screen.queryByText(/can't be returned or exchanged/)).toBeNull();
  });

  it('replaces the controls with Out of Stock when nothing is left', async () => {
    installCatalogueApi({
      products: [fakeProduct({ id: 'gone', title: 'Sold Saree', totalStock: 0 })],
    });
    renderApp('/shop/details/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sold Saree' })).toBeTruthy();
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Out of Stock');
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
  });

  it('lets a customer who bought the saree add a review, shown to them awaiting approval', async () => {
    const api = installCatalogueApi({ products: [saree], signedIn: true, bought: ['p1'] });
    renderApp('/shop/details/p1');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Write a Review' });
    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.type(within(form).getByLabelText(/Your review/), 'Beautiful weave');
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));

    expect(
      await screen.findByText('Thank you! Your review will appear once the boutique approves it.'),
    ).toBeTruthy();
    expect(api.calls('/shop/review/add')[0]?.body).toEqual({
      productId: 'p1',
      reviewMessage: 'Beautiful weave',
      reviewValue: 5,
    });
    const own = await screen.findByRole('region', { name: /Your review/ });
    expect(within(own).getByText('Awaiting approval')).toBeTruthy();
    expect(within(own).getByText('Beautiful weave')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Write a Review' })).toBeNull();
  });

  it('tells a signed-in customer who did not buy the saree why they cannot review it', async () => {
    installCatalogueApi({ products: [saree], signedIn: true });
    renderApp('/shop/details/p1');
    expect(
      await screen.findByText(/Only customers who bought this saree can review it/),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Write a Review' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in to write a review' })).toBeNull();
  });

  it('says when the product does not exist', async () => {
    installCatalogueApi({ products: [] });
    renderApp('/shop/details/nope');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Browse All Collections' })).toBeTruthy(),
    );
  });

  it('checks delivery to a pincode: the dates, a pincode not delivered to, an unknown one, a typo', async () => {
    const user = userEvent.setup();
    const api = installCatalogueApi({ products: [saree, sibling], override: deliveryAnswer });
    renderApp('/shop/details/p1');
    const section = await screen.findByRole('region', { name: 'Delivery' });
    const pincode = within(section).getByRole('textbox', { name: /Pincode/ });
    const check = within(section).getByRole('button', { name: 'Check' });

    // Five digits: said beside the field, nothing asked of the server.
    await user.type(pincode, '56003');
    await user.click(check);
    expect(pincode.getAttribute('aria-invalid')).toBe('true');
    expect(within(section).getByText('Please enter a valid 6-digit pincode')).toBeTruthy();
    expect(api.requests.some((r) => r.path.includes('/geo/pincodes/'))).toBe(false);

    // Letters are not taken; six digits answer the dates, the place and the dispatch day.
    await user.type(pincode, 'x8');
    expect((pincode as HTMLInputElement).value).toBe('560038');
    await user.click(check);
    const promise = await within(section).findByText(/^Delivery by/);
    expect(promise.textContent).toBe('Delivery by Tue, 1 Dec – Wed, 2 Dec');
    expect(within(section).getByText(/To Bengaluru, Karnataka \(560038\)/).textContent).toBe(
      'To Bengaluru, Karnataka (560038) · Same city · dispatched Mon, 30 Nov',
    );
    expect(window.localStorage.getItem('boutique.deliveryPincode')).toBe('560038');
    // An answer without `cod` (an older server) says nothing about cash on delivery.
    expect(within(section).queryByText(/cash on delivery/i)).toBeNull();

    await user.clear(pincode);
    await user.type(pincode, '682001');
    await user.click(check);
    expect(
      await within(section).findByText(
        'Sorry, we do not deliver to 682001 (Ernakulam, Kerala) yet.',
      ),
    ).toBeTruthy();

    await user.clear(pincode);
    await user.type(pincode, '999999');
    await user.click(check);
    expect(
      await within(section).findByText('We could not find this pincode. Please check it.'),
    ).toBeTruthy();
  });

  it('answers the pincode checked last time on the next product page', async () => {
    window.localStorage.setItem('boutique.deliveryPincode', '400001');
    installCatalogueApi({ products: [saree, sibling], override: deliveryAnswer });
    renderApp('/shop/details/p1');
    const section = await screen.findByRole('region', { name: 'Delivery' });
    expect((await within(section).findByText(/^Delivery by/)).textContent).toBe(
      'Delivery by Wed, 2 Dec – Fri, 4 Dec',
    );
    // The shop's word on cash on delivery to this pincode, as the server says it.
    expect(within(section).getByText('Cash on delivery available (₹49 fee)')).toBeTruthy();
    expect(within(section).getByRole<HTMLInputElement>('textbox', { name: /Pincode/ }).value).toBe(
      '400001',
    );
  });
});
