import { Tag } from 'antd';
import { roleTag } from '../../user-model';

/** A user's role: admins in gold, customers plain. */
export function RoleTag({ role }: { role: string }) {
  const { label, color } = roleTag(role);
  return <Tag color={color}>{label}</Tag>;
}
