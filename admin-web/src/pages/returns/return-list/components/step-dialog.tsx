import type { ReactNode } from 'react';
import { Alert, Modal } from 'antd';

export interface StepDialogProps {
  title: string;
  open: boolean;
  okText: string;
  danger?: boolean;
  /** The step is being sent: OK spins and the dialog stays. */
  busy: boolean;
  /** Why the step failed (the server's message), shown above the form. */
  failure: string | null;
  onOk: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** The dialog of one of the owner's steps: what it does, its form, and why it failed. */
export function StepDialog({
  title,
  open,
  okText,
  danger = false,
  busy,
  failure,
  onOk,
  onCancel,
  children,
}: StepDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger, loading: busy }}
      cancelText="Cancel"
      cancelButtonProps={{ disabled: busy }}
      onOk={onOk}
      onCancel={busy ? undefined : onCancel}
      mask={{ closable: !busy }}
      destroyOnHidden
      width={{ xs: '94%', sm: 480 }}
      className="return-step-dialog"
    >
      {failure ? (
        <Alert className="return-step-dialog__error" type="error" showIcon title={failure} />
      ) : null}
      {children}
    </Modal>
  );
}
