import { useEffect, useState } from 'react';
import { App, Button, Tooltip } from 'antd';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';

/** How long the button shows its tick after a copy. */
export const COPY_TICK_MS = 2000;

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** The button's accessible name ("Copy order ID 0f8e2c1a"). */
  label: string;
  /** Toast on success ("Order ID copied!"). */
  copiedMessage: string;
  /** Toast when the clipboard refused ("Failed to copy"). */
  failedMessage: string;
}

/** A small icon button that copies `text`, toasts the outcome and shows a tick for 2 s. */
export function CopyButton({ text, label, copiedMessage, failedMessage }: CopyButtonProps) {
  const { message } = App.useApp();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_TICK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setCopied(true);
      void message.success(copiedMessage);
    } catch {
      void message.error(failedMessage);
    }
  };

  return (
    <Tooltip title={copied ? 'Copied' : 'Copy'}>
      <Button
        type="text"
        size="small"
        aria-label={label}
        icon={copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
        onClick={() => void copy()}
      />
    </Tooltip>
  );
}
