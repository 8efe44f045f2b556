import { Space, Typography } from 'antd';
import { CopyButton } from '../../../../components/copy-button';
import { REFUND_NOTICES, shortOrderId } from '../../refund-model';

/**
 * The refunded payment's order: its first 8 characters (the full id as the tooltip), and a
 * button copying the full id, to search it on the orders screen or the provider's dashboard.
 */
export function RefundOrderId({ id }: { id: string }) {
  if (!id) return <>—</>;
  const short = shortOrderId(id);
  return (
    <Space size={2} className="refund-order-id">
      <Typography.Text code title={id}>
        {short}
      </Typography.Text>
      <CopyButton
        text={id}
        label={`Copy order ID ${short}`}
        copiedMessage={REFUND_NOTICES.copied}
        failedMessage={REFUND_NOTICES.copyFailed}
      />
    </Space>
  );
}
