// Columns several admin tables share: the record's date, a row's actions and a Delete
// button.
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

/**
 * A row's actions column, pinned to the table's right edge: on a tablet (820 px) or any
 * screen narrower than the table, the row scrolls sideways under it and the actions stay
 * in view and usable. Every admin table's actions column is made here (the table itself
 * gives `scroll={{ x: … }}`, its natural width).
 */
export function actionsColumn<T extends object>(column: TableColumnType<T>): TableColumnType<T> {
  return {
    ...column,
    fixed: 'right',
    className: ['table-actions', column.className].filter(Boolean).join(' '),
  };
}

/** A small danger icon button per row; `label` names the row for screen readers. */
export function deleteColumn<T extends object>(
  label: (row: T) => string,
  onDelete: (row: T) => void,
): TableColumnType<T> {
  return actionsColumn({
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
  });
}
