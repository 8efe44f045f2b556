// The owner's steps on one return, as its status allows (docs/returns.md, "States"):
// requested → Approve (an optional note) or Reject (a note saying why); approved → Mark
// received; received → Refund (return shipping, bank charge, and for a cash-on-delivery
// order the UPI or bank reference; the refund's total shown live) or Send replacement
// (confirmed). Each dialog shows the server's refusal inside it and stays open.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Form, Input, InputNumber, Typography } from 'antd';
import {
  CheckOutlined,
  CloseOutlined,
  DollarOutlined,
  InboxOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { fromCheck } from '../../../../lib/form-rules';
import { formatRupeesWithPaise } from '../../../../lib/money';
import type { AdminReturn } from '../../returns-api';
import {
  checkDeduction,
  checkReference,
  checkRejectNote,
  checkShipping,
  isCodReturn,
  NOTE_MAX_LENGTH,
  refundBody,
  refundLine,
  SHIPPING_HINT,
  stepsFor,
  type RefundValues,
  type ReturnStep,
} from '../../return-model';
import { StepDialog } from './step-dialog';
import type { ReturnStepRunner } from './use-return-step';

export const STEP_TITLES: Record<ReturnStep, string> = {
  approve: 'Approve the return',
  reject: 'Reject the return',
  received: 'Mark received',
  refund: 'Refund the return',
  replace: 'Send a replacement?',
};

const STEP_BUTTONS: Record<ReturnStep, { text: string; icon: ReactNode; danger?: boolean }> = {
  approve: { text: 'Approve', icon: <CheckOutlined aria-hidden /> },
  reject: { text: 'Reject', icon: <CloseOutlined aria-hidden />, danger: true },
  received: { text: 'Mark received', icon: <InboxOutlined aria-hidden /> },
  refund: { text: 'Refund', icon: <DollarOutlined aria-hidden /> },
  replace: { text: 'Send replacement', icon: <SwapOutlined aria-hidden /> },
};

interface NoteValues {
  note?: string;
}

const noteField = (label: string, required: boolean) => (
  <Form.Item
    label={label}
    name="note"
    rules={required ? [fromCheck(checkRejectNote)] : []}
    extra={
      required ? 'The customer is e-mailed this note.' : 'Sent to the customer with the approval.'
    }
  >
    <Input.TextArea rows={3} maxLength={NOTE_MAX_LENGTH} showCount />
  </Form.Item>
);

function RefundFields({ ret }: { ret: AdminReturn }) {
  const form = Form.useFormInstance<RefundValues>();
  const values = Form.useWatch([], form) ?? {};
  return (
    <>
      <Typography.Paragraph type="secondary">
        Items: {formatRupeesWithPaise(ret.itemsAmount)}.{' '}
        {isCodReturn(ret)
          ? 'A cash-on-delivery order: pay the refund by UPI or bank transfer, then enter its reference.'
          : "The refund goes back to the order's payment."}
      </Typography.Paragraph>
      <Form.Item
        label="Return shipping reimbursement (₹)"
        name="shippingReimbursement"
        extra={SHIPPING_HINT}
        rules={[fromCheck(checkShipping)]}
      >
        <InputNumber className="return-refund-form__amount" prefix="₹" min={0} precision={2} />
      </Form.Item>
      <Form.Item
        label="Bank charge deduction (₹)"
        name="deduction"
        rules={[
          fromCheck((value: number | null | undefined) => checkDeduction(value, ret.itemsAmount)),
        ]}
      >
        <InputNumber className="return-refund-form__amount" prefix="₹" min={0} precision={2} />
      </Form.Item>
      {isCodReturn(ret) ? (
        <Form.Item
          label="UPI or bank transfer reference"
          name="reference"
          required
          rules={[fromCheck((value: string | undefined) => checkReference(value, true))]}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
      ) : null}
      <Typography.Text strong className="return-refund-form__total" aria-live="polite">
        {refundLine(ret.itemsAmount, values)}
      </Typography.Text>
    </>
  );
}

interface StepFormDialogProps {
  step: Exclude<ReturnStep, 'received'>;
  ret: AdminReturn;
  runner: ReturnStepRunner;
  onClose: () => void;
}

/** A step's dialog with its own form (fresh each time it opens). */
function StepFormDialog({ step, ret, runner, onClose }: StepFormDialogProps) {
  const [form] = Form.useForm<NoteValues & RefundValues>();
  const { busy, failure, run } = runner;

  const finish = async (values: NoteValues & RefundValues) => {
    const note = values.note?.trim() ?? '';
    const done =
      step === 'approve'
        ? await run({ id: ret.id, step, body: note ? { note } : {} })
        : step === 'reject'
          ? await run({ id: ret.id, step, body: { note } })
          : step === 'refund'
            ? await run({ id: ret.id, step, body: refundBody(values, isCodReturn(ret)) })
            : await run({ id: ret.id, step });
    if (done) onClose();
  };

  return (
    <StepDialog
      open
      title={STEP_TITLES[step]}
      okText={STEP_BUTTONS[step].text}
      danger={step === 'reject'}
      busy={busy === step}
      failure={failure?.step === step ? failure.text : null}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<NoteValues & RefundValues>
        form={form}
        layout="vertical"
        name={`return-${step}`}
        className={`return-${step}-form`}
        initialValues={{ shippingReimbursement: 0, deduction: 0, note: '', reference: '' }}
        onFinish={(values) => void finish(values)}
      >
        {step === 'approve' ? noteField('Note to the customer (optional)', false) : null}
        {step === 'reject' ? noteField('Why is it rejected?', true) : null}
        {step === 'refund' ? <RefundFields ret={ret} /> : null}
        {step === 'replace' ? (
          <Typography.Paragraph>
            The same product and colour are sent again, taken from stock now; the customer is
            e-mailed. When the units are not in stock, refund instead.
          </Typography.Paragraph>
        ) : null}
      </Form>
    </StepDialog>
  );
}

export interface ReturnStepsProps {
  ret: AdminReturn;
  runner: ReturnStepRunner;
}

/** The buttons of the steps the return's status allows, and each step's dialog. */
export function ReturnSteps({ ret, runner }: ReturnStepsProps) {
  const [dialog, setDialog] = useState<Exclude<ReturnStep, 'received'> | null>(null);
  const { busy, failure, clearFailure, run } = runner;
  const steps = stepsFor(ret.status);
  if (steps.length === 0) return null;

  const open = (step: ReturnStep) => {
    clearFailure();
    if (step === 'received') void run({ id: ret.id, step });
    else setDialog(step);
  };
  const close = () => {
    clearFailure();
    setDialog(null);
  };
  const receivedFailure = failure?.step === 'received' ? failure.text : null;

  return (
    <>
      {receivedFailure ? (
        <Alert
          className="return-steps__error"
          type="error"
          showIcon
          title={receivedFailure}
          closable={{ onClose: clearFailure, 'aria-label': 'Dismiss' }}
        />
      ) : null}
      <Flex wrap gap="small" className="return-steps">
        {steps.map((step) => (
          <Button
            key={step}
            type={STEP_BUTTONS[step].danger ? 'default' : 'primary'}
            danger={STEP_BUTTONS[step].danger}
            icon={STEP_BUTTONS[step].icon}
            loading={busy === step}
            disabled={busy !== null && busy !== step}
            onClick={() => open(step)}
          >
            {STEP_BUTTONS[step].text}
          </Button>
        ))}
      </Flex>
      {dialog ? (
        <StepFormDialog key={dialog} step={dialog} ret={ret} runner={runner} onClose={close} />
      ) : null}
    </>
  );
}
