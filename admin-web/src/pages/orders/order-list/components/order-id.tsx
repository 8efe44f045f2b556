import { Space, Typography } from 'antd';
import { CopyButton } from '../../../../components/copy-button';
import { shortOrderId } from '../../order-model';
import { ORDER_NOTICES } from '../order-notices';

/**
 * An order id with its copy button. `short` shows the first 8 characters (the full id is
 * its tooltip and what the button copies).
 */
export function OrderId({ id, short = false }: { id: string; short?: boolean }) {
  return (
    <Space size={2} className="order-id">
      <Typography.Text code title={short ? id : undefined} className="order-id__text">
        {short ? shortOrderId(id) : id}
      </Typography.Text>
      <CopyButton
        text={id}
        label={`Copy order ID ${short ? shortOrderId(id) : id}`}
        copiedMessage={ORDER_NOTICES.copied}
        failedMessage={ORDER_NOTICES.copyFailed}
      />
    </Space>
  );
}
