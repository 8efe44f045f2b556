import { useState } from 'react';
import { App, Form, Input, Modal, Typography } from 'antd';
import { ImageUploadField } from '../../../../components/image-upload-field';
import { notifyCallFailure } from '../../../../lib/call-notices';
import { useBusyTracker } from '../../../../lib/use-busy-tracker';
import { useAddBannerMutation, useUpdateBannerMutation, type AdminBanner } from '../../banners-api';
import {
  BANNER_NOTICES,
  DESCRIPTION_MAX,
  bannerFormMissing,
  bannerToForm,
  buildBannerPayload,
  type BannerFormValues,
} from '../../banner-model';

export interface BannerFormModalProps {
  open: boolean;
  /** The banner being edited; null adds one. */
  banner: AdminBanner | null;
  onClose: () => void;
}

/**
 * Add Banner / Edit Banner: an image uploaded to POST /api/admin/upload/image as soon as it
 * is picked, and a description (required). Save stays disabled until both are there and no
 * upload runs; a hint beside it says what is missing.
 */
export function BannerFormModal({ open, banner, onClose }: BannerFormModalProps) {
  const [form] = Form.useForm<BannerFormValues>();
  const { message, notification } = App.useApp();
  const { busy: uploading, track } = useBusyTracker();
  const [addBanner, adding] = useAddBannerMutation();
  const [updateBanner, updating] = useUpdateBannerMutation();
  const saving = adding.isLoading || updating.isLoading;
  const [initialValues] = useState(() => bannerToForm(banner));
  const watched = Form.useWatch([], { form, preserve: true }) as BannerFormValues | undefined;
  const missing = bannerFormMissing(watched ?? initialValues, uploading);
  const submittable = missing.length === 0 && !saving;

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const payload = buildBannerPayload({
      ...values,
      ...(form.getFieldsValue(true) as BannerFormValues),
    });
    try {
      if (banner) {
        await updateBanner({ id: banner.id, payload }).unwrap();
        void message.success(BANNER_NOTICES.updated);
      } else {
        await addBanner(payload).unwrap();
        void message.success(BANNER_NOTICES.added);
      }
      onClose();
    } catch (error) {
      notifyCallFailure(
        notification,
        banner ? BANNER_NOTICES.updateFailed : BANNER_NOTICES.addFailed,
        error,
      );
    }
  };

  return (
    <Modal
      open={open}
      title={banner ? 'Edit Banner' : 'Add Banner'}
      okText={banner ? 'Update Banner' : 'Add Banner'}
      onOk={() => void save()}
      okButtonProps={{ disabled: !submittable }}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
      footer={(buttons) => (
        <>
          {missing.length > 0 ? (
            <Typography.Text type="secondary" className="banner-form__hint" aria-live="polite">
              Still needed: {missing.join(', ')}.{' '}
            </Typography.Text>
          ) : null}
          {buttons}
        </>
      )}
    >
      <Form<BannerFormValues>
        form={form}
        layout="vertical"
        name="banner"
        initialValues={initialValues}
        onFinish={() => void save()}
      >
        <Form.Item
          name="image"
          label="Image"
          required
          extra="JPEG, PNG, GIF, WebP, AVIF, TIFF, BMP, SVG or HEIC, at most 1 MB. A wide image suits the carousel."
          getValueProps={(value: unknown) => ({
            value: typeof value === 'string' && value !== '' ? [value] : [],
          })}
          getValueFromEvent={(urls: string[]) => urls[0] ?? ''}
          rules={[{ required: true, whitespace: true, message: BANNER_NOTICES.imageRequired }]}
        >
          <ImageUploadField max={1} label="Banner image" onBusyChange={track('image')} />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          rules={[
            { required: true, whitespace: true, message: BANNER_NOTICES.descriptionRequired },
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={DESCRIPTION_MAX}
            showCount
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
