import { Avatar, Button, Flex, Typography } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useAdminUser } from '../../lib/admin-user';
import { displayName } from '../../lib/session-api';
import { useLogout } from './use-logout';

/** The header's right side: who is signed in, and Logout. */
export function UserMenu({ compact }: { compact: boolean }) {
  const user = useAdminUser();
  const { logout, isLoggingOut } = useLogout();
  const name = displayName(user);

  return (
    <Flex align="center" gap="middle" className="user-menu">
      <Flex align="center" gap="small" className="user-menu__who">
        <Avatar size="small" icon={<UserOutlined aria-hidden />} className="user-menu__avatar" />
        <Typography.Text className="user-menu__name" ellipsis={{ tooltip: name }}>
          <span className="visually-hidden">Signed in as </span>
          {name}
        </Typography.Text>
      </Flex>
      <Button
        icon={<LogoutOutlined aria-hidden />}
        onClick={() => void logout()}
        loading={isLoggingOut}
        aria-label={compact ? 'Logout' : undefined}
      >
        {compact ? null : 'Logout'}
      </Button>
    </Flex>
  );
}
