// Leaving the console for a storefront page (sign-in, no-access page) is a full page
// navigation: the storefront is another single-page app on the same origin.

export function goToStorefront(href: string): void {
  window.location.assign(href);
}
