import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { ImageUploadField } from '../../../../components/image-upload-field';
import { notifyCallFailure } from '../../../../lib/call-notices';
import { useSendNewsletterMutation } from '../../newsletters-api';
import {
  DEFAULT_NEWSLETTER_MESSAGE,
  MESSAGE_MAX,
  NEWSLETTER_NOTICES,
  buildNewsletterPayload,
  newsletterProblem,
  type Selection,
} from '../../newsletter-model';

export interface SendNewsletterPanelProps {
  selection: Selection;
  /** "3 subscribers selected". */
  summary: string;
  /** After a newsletter was accepted: the screen clears the selection. */
  onSent: () => void;
}

/**
 * Send Newsletter: a message (empty sends the default text), a flyer image (required,
 * uploaded as soon as it is picked) and the button, "Sending..." while the call runs. The
 * console's own checks come first: a selected subscriber, then the flyer.
 */
export function SendNewsletterPanel({ selection, summary, onSent }: SendNewsletterPanelProps) {
  const { message: toast, notification } = App.useApp();
  const [sendNewsletter, sending] = useSendNewsletterMutation();
  const [text, setText] = useState('');
  const [flyer, setFlyer] = useState('');
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    const invalid = newsletterProblem(selection, flyer);
    setProblem(invalid);
    if (invalid) return;
    try {
      await sendNewsletter(buildNewsletterPayload(selection, flyer, text)).unwrap();
      void toast.success(NEWSLETTER_NOTICES.sent);
      setText('');
      setFlyer('');
      onSent();
    } catch (error) {
      notifyCallFailure(notification, NEWSLETTER_NOTICES.sendFailed, error);
    }
  };

  return (
    <Card
      className="newsletter-panel"
      title={
        <h2 id="send-newsletter-heading" className="dashboard-chart__title">
          Send Newsletter
        </h2>
      }
    >
      <Form
        layout="vertical"
        aria-labelledby="send-newsletter-heading"
        onFinish={() => void send()}
      >
        <Typography.Paragraph aria-live="polite" className="newsletter-panel__summary">
          {summary}
        </Typography.Paragraph>
        <Form.Item
          label="Message"
          className="newsletter-message"
          htmlFor="newsletter-message"
          extra={`Leave it empty to send the default text: “${DEFAULT_NEWSLETTER_MESSAGE}”`}
        >
          <Input.TextArea
            id="newsletter-message"
            autoSize={{ minRows: 4, maxRows: 10 }}
            maxLength={MESSAGE_MAX}
            showCount
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </Form.Item>
        <Form.Item label="Flyer image" required extra="Required. An image of at most 1 MB.">
          <ImageUploadField
            max={1}
            label="Flyer image"
            value={flyer ? [flyer] : []}
            onChange={(urls) => {
              setFlyer(urls[0] ?? '');
              if (problem === NEWSLETTER_NOTICES.flyerRequired) setProblem(null);
            }}
            onBusyChange={setUploading}
            disabled={sending.isLoading}
          />
        </Form.Item>
        {problem ? (
          <Alert
            className="newsletter-panel__problem"
            type="error"
            showIcon
            title={problem}
            role="alert"
          />
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          icon={<SendOutlined aria-hidden />}
          disabled={sending.isLoading || uploading}
          aria-busy={sending.isLoading}
          block
        >
          {sending.isLoading ? 'Sending...' : 'Send Newsletter'}
        </Button>
      </Form>
    </Card>
  );
}
