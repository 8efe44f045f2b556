import type { ReactNode } from 'react';
import { Button } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';

/**
 * A grid card's `actions`: Edit and Delete, named for the item ("Edit Organza") so each
 * card's buttons can be told apart.
 */
export function editDeleteActions(
  name: string,
  onEdit: () => void,
  onDelete: () => void,
): ReactNode[] {
  return [
    <Button
      key="edit"
      type="text"
      icon={<EditOutlined aria-hidden />}
      aria-label={`Edit ${name}`}
      onClick={onEdit}
    >
      Edit
    </Button>,
    <Button
      key="delete"
      type="text"
      danger
      icon={<DeleteOutlined aria-hidden />}
      aria-label={`Delete ${name}`}
      onClick={onDelete}
    >
      Delete
    </Button>,
  ];
}
