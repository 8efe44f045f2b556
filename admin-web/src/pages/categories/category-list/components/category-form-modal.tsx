import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { ImageUploadField } from '../../../../components/image-upload-field';
import { notifyCallFailure } from '../../../../lib/call-notices';
import { useBusyTracker } from '../../../../lib/use-busy-tracker';
import {
  useAddCategoryMutation,
  useUpdateCategoryMutation,
  type AdminCategory,
} from '../../categories-api';
import {
  CATEGORY_NOTICES,
  buildCategoryPayload,
  canSubmitCategory,
  categoryToForm,
  type CategoryFormValues,
} from '../../category-model';

export interface CategoryFormModalProps {
  open: boolean;
  /** The category being edited; null adds one. */
  category: AdminCategory | null;
  onClose: () => void;
}

/** Add Category / Edit Category: name and description required, an optional image. */
export function CategoryFormModal({ open, category, onClose }: CategoryFormModalProps) {
  const [form] = Form.useForm<CategoryFormValues>();
  const { message, notification } = App.useApp();
  const { busy: uploading, track } = useBusyTracker();
  const [addCategory, adding] = useAddCategoryMutation();
  const [updateCategory, updating] = useUpdateCategoryMutation();
  const saving = adding.isLoading || updating.isLoading;
  const [initialValues] = useState(() => categoryToForm(category));
  const watched = Form.useWatch([], { form, preserve: true }) as CategoryFormValues | undefined;
  const submittable = canSubmitCategory(watched ?? initialValues, uploading) && !saving;

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const payload = buildCategoryPayload({
      ...values,
      ...(form.getFieldsValue(true) as CategoryFormValues),
    });
    try {
      if (category) {
        await updateCategory({ id: category.id, payload }).unwrap();
        void message.success(CATEGORY_NOTICES.updated);
      } else {
        await addCategory(payload).unwrap();
        void message.success(CATEGORY_NOTICES.added);
      }
      onClose();
    } catch (error) {
      notifyCallFailure(
        notification,
        category ? CATEGORY_NOTICES.updateFailed : CATEGORY_NOTICES.addFailed,
        error,
      );
    }
  };

  const title = category ? 'Edit Category' : 'Add Category';
  return (
    <Modal
      open={open}
      title={title}
      okText={category ? 'Update Category' : 'Add Category'}
      onOk={() => void save()}
      okButtonProps={{ disabled: !submittable }}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CategoryFormValues>
        form={form}
        layout="vertical"
        name="category"
        initialValues={initialValues}
        onFinish={() => void save()}
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: CATEGORY_NOTICES.nameRequired }]}
        >
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          rules={[
            { required: true, whitespace: true, message: CATEGORY_NOTICES.descriptionRequired },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} />
        </Form.Item>
        <Form.Item
          name="image"
          label="Image"
          extra="Optional. JPEG, PNG, GIF, WebP, AVIF, TIFF, BMP, SVG or HEIC, at most 1 MB."
          getValueProps={(value: unknown) => ({
            value: typeof value === 'string' && value !== '' ? [value] : [],
          })}
          getValueFromEvent={(urls: string[]) => urls[0] ?? ''}
        >
          <ImageUploadField max={1} label="Category image" onBusyChange={track('image')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
