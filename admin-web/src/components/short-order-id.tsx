import { Space, Typography } from 'antd';
import { CopyButton } from './copy-button';

/** An order id's first 8 characters, as the console's lists show it. */
export const shortId = (id: string): string => id.slice(0, 8);

/**
 * An order id in a list (refunds, returns): its first 8 characters (the full id as the
 * tooltip), and a button copying the full id, to search it on the orders screen or the
 * provider's dashboard. "—" when there is none.
 */
export function ShortOrderId({ id, className }: { id: string; className: string }) {
  if (!id) return <>—</>;
  const short = shortId(id);
  return (
    <Space size={2} className={className}>
      <Typography.Text code title={id}>
        {short}
      </Typography.Text>
      <CopyButton
        text={id}
        label={`Copy order ID ${short}`}
        copiedMessage="Order ID copied!"
        failedMessage="Failed to copy"
      />
    </Space>
  );
}
