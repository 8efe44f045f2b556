// Where a return after delivery stands (docs/returns.md, "States"), shared by the returns
// screen and the orders screen's dialog: the statuses in order, their names and tag colours.
import { Tag } from 'antd';

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'received',
  'refunded',
  'replaced',
  'rejected',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  received: 'Received',
  refunded: 'Refunded',
  replaced: 'Replaced',
  rejected: 'Rejected',
};

const RETURN_STATUS_COLOURS: Record<ReturnStatus, string> = {
  requested: 'gold',
  approved: 'blue',
  received: 'cyan',
  refunded: 'green',
  replaced: 'purple',
  rejected: 'red',
};

const isReturnStatus = (status: string): status is ReturnStatus =>
  (RETURN_STATUSES as readonly string[]).includes(status);

/** A status's name and colour: requested gold … rejected red; unknown ones grey, as written. */
export function returnStatusBadge(status: string): { label: string; color: string } {
  return isReturnStatus(status)
    ? { label: RETURN_STATUS_LABELS[status], color: RETURN_STATUS_COLOURS[status] }
    : { label: status || 'Unknown', color: 'default' };
}

/** A return's status as a coloured tag. */
export function ReturnStatusTag({ status }: { status: string }) {
  const { label, color } = returnStatusBadge(status);
  return (
    <Tag color={color} className="return-status-tag">
      {label}
    </Tag>
  );
}
