import { Menu, type MenuProps } from 'antd';
import { NavLink, useLocation } from 'react-router';
import { useAdminUser } from '../../lib/admin-user';
import { canAccess } from '../access';
import { adminRoutes, findAdminRoute } from '../routes';

/**
 * The side menu: the menu entries of the routes table the admin may open, in table order.
 * Entries are links (open in a new tab works); antd moves focus between them with the arrow
 * keys and NavLink marks the current one with aria-current="page". A route's `menuCount`
 * (what waits there, e.g. pending testimonials) is part of its link's name.
 */
export function SideMenu({
  theme = 'dark',
  onNavigate,
}: {
  theme?: 'dark' | 'light';
  onNavigate?: () => void;
}) {
  const user = useAdminUser();
  const { pathname } = useLocation();
  const current = findAdminRoute(pathname)?.path;

  const items: MenuProps['items'] = adminRoutes
    .filter((route) => route.menu && canAccess(route.access, user))
    .map((route) => ({
      key: route.path,
      icon: route.icon,
      label: (
        <NavLink to={`/${route.path}`}>
          {route.title}
          {route.menuCount ? <route.menuCount /> : null}
        </NavLink>
      ),
      title: route.title,
    }));

  return (
    <Menu
      mode="inline"
      theme={theme}
      items={items}
      selectedKeys={current ? [current] : []}
      onClick={onNavigate}
      className="side-menu"
    />
  );
}
