import { CATEGORIES } from './categories';
import { paths } from './paths';

// The main navigation. Items with a `categorySlug`
// store a category filter in session storage when clicked.
export type MenuItem = {
  id: string;
  label: string;
  href: string;
  categorySlug?: string;
};

export const MAIN_MENU: readonly MenuItem[] = [
  { id: 'home', label: 'Home', href: paths.shop.home.getHref() },
  { id: 'collections', label: 'Collections', href: paths.shop.collections.getHref() },
  { id: 'new-arrivals', label: 'New Arrivals', href: paths.shop.newArrivals.getHref() },
  ...CATEGORIES.map((category) => ({
    id: category.slug,
    label: category.name,
    href: paths.shop.collections.getHref(category.slug),
    categorySlug: category.slug,
  })),
  { id: 'contact', label: 'Contact', href: paths.shop.contact.getHref() },
];
