import { Button, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { AdminUser } from '../../users-api';
import { userLabel } from '../../user-model';

export const OWN_ACCOUNT_HINT = 'You cannot change your own account here';

export interface UserActionsProps {
  user: AdminUser;
  /** The signed-in admin's own row: both actions are disabled (the server refuses too). */
  own: boolean;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

/** Edit role and Delete for one user. */
export function UserActions({ user, own, onEdit, onDelete }: UserActionsProps) {
  const name = userLabel(user);
  const buttons = (
    <Space size="small" wrap>
      <Button
        size="small"
        icon={<EditOutlined aria-hidden />}
        disabled={own}
        aria-label={`Edit role of ${name}`}
        onClick={() => onEdit(user)}
      >
        Edit role
      </Button>
      <Button
        size="small"
        danger
        icon={<DeleteOutlined aria-hidden />}
        disabled={own}
        aria-label={`Delete ${name}`}
        onClick={() => onDelete(user)}
      >
        Delete
      </Button>
    </Space>
  );
  return own ? (
    <Tooltip title={OWN_ACCOUNT_HINT}>
      <span className="user-actions--own">{buttons}</span>
    </Tooltip>
  ) : (
    buttons
  );
}
