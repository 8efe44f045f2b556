// Full page navigation, for destinations served by another app on this origin (the admin
// console under /admin). In-app moves use the router instead.
export function navigateFullPage(href: string): void {
  window.location.assign(href);
}

export function reloadPage(): void {
  window.location.reload();
}
