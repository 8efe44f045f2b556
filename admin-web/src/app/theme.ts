import type { ThemeConfig } from 'antd';

/** Boutique colours: a deep rose primary on a plum side menu. */
export const brand = {
  primary: '#9e1f4a',
  sider: '#24101a',
  siderSelected: '#9e1f4a',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: brand.primary,
    colorLink: brand.primary,
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: {
      siderBg: brand.sider,
      headerBg: '#ffffff',
      headerPadding: '0 16px',
      bodyBg: '#f6f3f4',
    },
    Menu: {
      darkItemBg: brand.sider,
      darkSubMenuItemBg: brand.sider,
      darkItemSelectedBg: brand.siderSelected,
      darkItemColor: 'rgba(255, 255, 255, 0.78)',
    },
  },
};
