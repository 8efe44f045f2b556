import { Suspense, useEffect, useState } from 'react';
import { Button, Drawer, Grid, Layout } from 'antd';
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/full-page-loader';
import { adminPaths } from '../../config/paths';
import { findAdminRoute } from '../routes';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';

export const BRAND = 'Saree Boutique Admin';

function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Link to={adminPaths.dashboard} className="brand" aria-label={compact ? BRAND : undefined}>
      <span className="brand__mark" aria-hidden="true">
        S
      </span>
      {compact ? null : <span className="brand__name">{BRAND}</span>}
    </Link>
  );
}

/**
 * The console frame: a collapsible side menu on wide screens (collapsed by default on
 * tablets), a drawer menu on phones (under 768 px), a header with the admin and Logout, and
 * the current page in the main landmark.
 */
export function AdminLayout() {
  const screens = Grid.useBreakpoint();
  const narrow = screens.md === false;
  const [collapsedChoice, setCollapsedChoice] = useState<boolean | null>(null);
  const collapsed = collapsedChoice ?? screens.lg === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const title = findAdminRoute(pathname)?.title;

  useEffect(() => {
    document.title = title ? `${title} · ${BRAND}` : BRAND;
  }, [title]);

  return (
    <Layout className="admin-layout">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      {narrow ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={272}
          title={BRAND}
          styles={{ body: { padding: 0 } }}
          id="menu-drawer"
        >
          <nav aria-label="Main menu">
            <SideMenu theme="light" onNavigate={() => setDrawerOpen(false)} />
          </nav>
        </Drawer>
      ) : (
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          trigger={null}
          width={232}
          className="admin-sider"
        >
          <Brand compact={collapsed} />
          <nav aria-label="Main menu">
            <SideMenu />
          </nav>
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="admin-header">
          {narrow ? (
            <Button
              type="text"
              icon={<MenuOutlined aria-hidden />}
              aria-label="Open menu"
              aria-expanded={drawerOpen}
              aria-controls="menu-drawer"
              onClick={() => setDrawerOpen(true)}
            />
          ) : (
            <Button
              type="text"
              icon={
                collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />
              }
              aria-label={collapsed ? 'Expand side menu' : 'Collapse side menu'}
              onClick={() => setCollapsedChoice(!collapsed)}
            />
          )}
          {narrow ? <span className="admin-header__brand">{BRAND}</span> : null}
          <div className="admin-header__spacer" />
          <UserMenu compact={narrow} />
        </Layout.Header>
        <Layout.Content id="main-content" tabIndex={-1} className="admin-content">
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
