// Columns several admin tables share: the record's date and a Delete button.
import { Button, type TableColumnType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { formatDate } from './format-date';

/** `createdAt` as dd/mm/yyyy. */
export function dateColumn<T extends object>(
  title = 'Date',
  key = 'date',
  width = 110,
): TableColumnType<T> {
  return {
    title,
    dataIndex: 'createdAt',
    key,
    width,
    render: (createdAt: string | null) => formatDate(createdAt),
  };
}

/** A small danger icon button per row; `label` names the row for screen readers. */
export function deleteColumn<T extends object>(
  label: (row: T) => string,
  onDelete: (row: T) => void,
): TableColumnType<T> {
  return {
    title: 'Delete',
    key: 'delete',
    width: 90,
    render: (_value: unknown, row: T) => (
      <Button
        size="small"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={label(row)}
        onClick={() => onDelete(row)}
      />
    ),
  };
}
