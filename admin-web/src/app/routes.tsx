// The one table of the console's routes and side-menu entries, each with its access rule
// (predicates in access.ts). Paths are relative to the router basename /admin. Pages load
// lazily, so each screen is its own chunk.
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import {
  CommentOutlined,
  ContactsOutlined,
  DashboardOutlined,
  FileTextOutlined,
  ImportOutlined,
  InstagramOutlined,
  MailOutlined,
  MoneyCollectOutlined,
  PictureOutlined,
  RollbackOutlined,
  ShoppingCartOutlined,
  SkinOutlined,
  StarOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { AccessRule } from './access';
import { PendingFeedbackCount } from '../pages/feedback/pending-feedback-count';
import { PendingReviewCount } from '../pages/reviews/pending-review-count';

export interface AdminRoute {
  /** Path under /admin, e.g. `orders` for /admin/orders. */
  path: string;
  /** Page and menu title. */
  title: string;
  /** Menu icon, hidden from assistive technology (the title names the entry). */
  icon: ReactNode;
  access: AccessRule;
  /** Whether the side menu lists it. */
  menu: boolean;
  /**
   * What waits for the admin on this screen, shown beside the menu entry (e.g. testimonials
   * to moderate): a component rendering a MenuCount, or nothing.
   */
  menuCount?: ComponentType;
  page: LazyExoticComponent<ComponentType>;
}

/** In side-menu order. */
export const adminRoutes: readonly AdminRoute[] = [
  {
    path: 'dashboard',
    title: 'Dashboard',
    icon: <DashboardOutlined aria-hidden />,
    access: 'admin',
    menu: true,
    page: lazy(() =>
      import('../pages/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
    ),
  },
  {
    path: 'products',
    title: 'Products',
    icon: <SkinOutlined aria-hidden />,
    access: 'admin',
    menu: true,
    page: lazy(() =>
      import('../pages/products/product-list/product-list-page').then((m) => ({
        default: m.ProductListPage,
      })),
    ),
  },
  {
    path: 'orders',
    title: 'Orders',
    icon: <ShoppingCartOutlined aria-hidden />,
    access: 'admin',
    menu: true,
    page: lazy(() =>
      import('../pages/orders/order-list/order-list-page').then((m) => ({
        default: m.OrderListPage,
      })),
    ),
  },
  {
    path: 'refunds',
    title: 'Refunds',
    icon: <RollbackOutlined aria-hidden />,
    access: 'admin',
    menu: true,
    page: lazy(() =>
      import('../pages/refunds/refund-list/refund-list-page').then((m) => ({
        default: m.RefundListPage,
      })),
    ),
  },
  {
    path: 'returns',
    title: 'Returns',
    icon: <ImportOutlined aria-hidden />,
    access: 'admin',
    menu: true,
    page: lazy(() =>
      import('../pages/returns/return-list/return-list-page').then((m) => ({
        default: m.ReturnListPage,
      })),
    ),
  },
  {
    path: 'tax-invoices',
    title: 'Tax & invoices',
    icon: <FileTextOutlined aria-hidden />,
    access: 'admin',
    menu: true,
    page: lazy(() =>
      import('../pages/tax-settings/tax-settings-page').then((m) => ({
        default: m.TaxSettingsPage,
      })),
    ),
  },
  {
    path: 'cod',
    title: 'Cash on delivery',
    icon: <MoneyCollectOutlined aria-hidden />,
    access: 'admin',
    menu: true,
    page: lazy(() =>
      import('../pages/cod-settings/cod-settings-page').then((m) => ({
        default: m.CodSettingsPage,
      })),
    ),
  },
  {
    path: 'categories',
    title: 'Categories',
    icon: <TagsOutlined aria-hidden />,
    access: 'admin',
    menu: true,
    page: lazy(() =>
      import('../pages/categories/category-list/category-list-page').then((m) => ({
        default: m.CategoryListPage,
      })),
    ),
  },
  {
    path: 'banners',
    title: 'Banners',
    icon: <PictureOutlined aria-hidden />,
    access: 'admin',
    menu: true,
    page: lazy(() =>
      import('../pages/banners/banner-list/banner-list-page').then((m) => ({
        default: m.BannerListPage,
      })),
    ),
  },
  {
    path: 'instafeed',
    title: 'Instafeed',
    icon: <InstagramOutlined aria-hidden />,
    access: 'admin',
    menu: true,
    page: lazy(() =>
      import('../pages/instafeed/post-list/post-list-page').then((m) => ({
        default: m.PostListPage,
      })),
    ),
  },
  {
    path: 'feedback',
    title: 'Feedback',
    icon: <CommentOutlined aria-hidden />,
    access: 'admin',
    menu: true,
    menuCount: PendingFeedbackCount,
    page: lazy(() =>
      import('../pages/feedback/feedback-list/feedback-list-page').then((m) => ({
        default: m.FeedbackListPage,
      })),
    ),
  },
  {
    path: 'users',
    title: 'Users',
    icon: <TeamOutlined aria-hidden />,
    access: 'admin',
    menu: true,
    page: lazy(() =>
      import('../pages/users/user-list/user-list-page').then((m) => ({
        default: m.UserListPage,
      })),
    ),
  },
  {
    path: 'reviews',
    title: 'Reviews',
    icon: <StarOutlined aria-hidden />,
    access: 'admin',
    menu: true,
    menuCount: PendingReviewCount,
    page: lazy(() =>
      import('../pages/reviews/review-list/review-list-page').then((m) => ({
        default: m.ReviewListPage,
      })),
    ),
  },
  {
    path: 'contacts',
    title: 'Contacts',
    icon: <ContactsOutlined aria-hidden />,
    access: 'admin',
    menu: true,
    page: lazy(() =>
      import('../pages/contacts/contact-list/contact-list-page').then((m) => ({
        default: m.ContactListPage,
      })),
    ),
  },
  {
    path: 'newsletters',
    title: 'Newsletters',
    icon: <MailOutlined aria-hidden />,
    access: 'admin',
    menu: true,
    page: lazy(() =>
      import('../pages/newsletters/subscriber-list/subscriber-list-page').then((m) => ({
        default: m.SubscriberListPage,
      })),
    ),
  },
];

/** The route a console path (relative to /admin) belongs to, by its first segment. */
export function findAdminRoute(pathname: string): AdminRoute | undefined {
  const first = pathname.split('/').find((segment) => segment !== '');
  return adminRoutes.find((route) => route.path === first);
}
