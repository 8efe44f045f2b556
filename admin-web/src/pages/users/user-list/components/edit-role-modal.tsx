import { useEffect } from 'react';
import { App, Form, Modal, Select, Typography } from 'antd';
import { ROLES, useUpdateUserRoleMutation, type AdminUser, type Role } from '../../users-api';
import { roleTag, userLabel } from '../../user-model';
import { USER_NOTICES, notifyFailure } from '../user-notices';

interface EditRoleForm {
  role: Role;
}

const roleOptions = ROLES.map((role) => ({ value: role, label: roleTag(role).label }));

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export interface EditRoleModalProps {
  /** The user being edited; kept while the modal closes so its content does not vanish. */
  user: AdminUser | null;
  open: boolean;
  onClose: () => void;
}

/**
 * Changes one user's role between user and admin. Closes on success; stays open on a
 * failure so the admin can try again or cancel.
 */
export function EditRoleModal({ user, open, onClose }: EditRoleModalProps) {
  const [form] = Form.useForm<EditRoleForm>();
  const [updateRole, { isLoading }] = useUpdateUserRoleMutation();
  const { message, notification } = App.useApp();
  const chosen = Form.useWatch('role', form);

  // Each opening starts from the user's current role (the form instance outlives the
  // dialog's content, so a value chosen and cancelled earlier would otherwise stay).
  useEffect(() => {
    if (open && user) form.setFieldsValue({ role: isRole(user.role) ? user.role : 'user' });
  }, [open, user, form]);

  const save = async () => {
    if (!user) return;
    const { role } = await form.validateFields();
    try {
      await updateRole({ id: user.id, role }).unwrap();
      void message.success(USER_NOTICES.roleUpdated);
      onClose();
    } catch (error) {
      notifyFailure(notification, error, {
        failed: USER_NOTICES.roleUpdateFailed,
        error: USER_NOTICES.roleUpdateError,
      });
    }
  };

  return (
    <Modal
      open={open && user !== null}
      title="Edit role"
      okText="Save"
      onOk={() => void save()}
      confirmLoading={isLoading}
      okButtonProps={{ disabled: !user || chosen === undefined || chosen === user.role }}
      onCancel={onClose}
      destroyOnHidden
    >
      {user ? (
        <>
          <Typography.Paragraph>
            <Typography.Text strong>{userLabel(user)}</Typography.Text>
            {user.userName ? (
              <Typography.Text type="secondary"> ({user.email})</Typography.Text>
            ) : null}
          </Typography.Paragraph>
          <Form<EditRoleForm>
            form={form}
            layout="vertical"
            requiredMark={false}
            onFinish={() => void save()}
            name="edit-role"
          >
            <Form.Item
              name="role"
              label="Role"
              rules={[{ required: true, message: 'Please choose a role' }]}
              extra="The user is signed out everywhere and gets the new role at the next sign-in."
            >
              <Select options={roleOptions} />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
}
