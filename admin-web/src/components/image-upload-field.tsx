import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { App, Button, Progress, Space, Tag, Typography, Upload, type UploadProps } from 'antd';
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { IMAGE_ACCEPT, UPLOAD_MESSAGES, UploadError, checkImageFile } from '../lib/upload';
import { useMediaUpload } from '../lib/use-media-upload';
import { ResponsiveImage } from './responsive-image';

export interface UploadFailureNotice {
  /** The notification's title, e.g. "Upload failed". */
  title: string;
  /** The description when the server gave no message of its own. */
  fallback: string;
}

/** Product and category images: "Upload failed" / "Failed to upload image. Please try again." */
export const IMAGE_FAILURE: UploadFailureNotice = {
  title: UPLOAD_MESSAGES.uploadFailed,
  fallback: UPLOAD_MESSAGES.imageUploadFailed,
};

export interface ImageUploadFieldProps {
  /** The uploaded image URLs, in order; the first is the main image. */
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** 1: a single image, replaced by the next upload. Otherwise any number. */
  max?: number;
  /** With several images: at most this many (uploaded and uploading); more are not added. */
  maxCount?: number;
  /** Names the field for assistive technology, e.g. "Product images". */
  label: string;
  buttonText?: string;
  failure?: UploadFailureNotice;
  /** Told whether an upload is in progress (forms keep Submit disabled meanwhile). */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
}

interface Pending {
  uid: string;
  name: string;
  percent: number;
}

/**
 * Images uploaded to POST /api/admin/upload/image as soon as they are picked
 * (jpeg, jpg, png, gif, webp, avif, tiff, bmp, svg, heic, heif, at most 1 MB;
 * anything else shows "Unsupported file format or File too large" and is not added).
 * Shows each upload's progress; uploaded images can be moved earlier or later and removed,
 * with buttons, so it works from a keyboard and a touch screen alike.
 */
export function ImageUploadField({
  value,
  onChange,
  max,
  maxCount,
  label,
  buttonText,
  failure = IMAGE_FAILURE,
  onBusyChange,
  disabled = false,
}: ImageUploadFieldProps) {
  const upload = useMediaUpload();
  const { notification } = App.useApp();
  const labelId = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  const single = max === 1;
  const urls = value ?? [];

  // Uploads finish one after another, before the form has re-rendered with the last one.
  const latest = useRef(urls);
  useLayoutEffect(() => {
    latest.current = urls;
  });
  const change = (next: string[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Files accepted but not finished yet (counted before their upload starts).
  const reserved = useRef(0);
  const busy = pending.length > 0;
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);
  useEffect(() => () => onBusyChange?.(false), [onBusyChange]);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = checkImageFile(file);
    if (problem) {
      notification.error({
        title: UPLOAD_MESSAGES.imageRejected,
        description: `${file.name}: ${problem.message}`,
      });
      return Upload.LIST_IGNORE;
    }
    if (!single && maxCount !== undefined && latest.current.length + reserved.current >= maxCount) {
      notification.error({
        title: `At most ${maxCount} ${maxCount === 1 ? 'image' : 'images'}`,
        description: `${file.name} was not added.`,
      });
      return Upload.LIST_IGNORE;
    }
    reserved.current += 1;
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    if (!(file instanceof Blob)) return;
    const name = file instanceof File ? file.name : 'image';
    // rc-upload gives every picked file a unique uid.
    const uid = (file as { uid?: string }).uid ?? `${name}-${file.size}`;
    setPending((list) => [...list, { uid, name, percent: 0 }]);
    const setPercent = (percent: number) =>
      setPending((list) => list.map((p) => (p.uid === uid ? { ...p, percent } : p)));
    upload('image', file, setPercent)
      .then((media) => {
        if (!mounted.current) return;
        change(single ? [media.url] : [...latest.current, media.url]);
        onSuccess?.(media);
      })
      .catch((error: unknown) => {
        if (!mounted.current) return;
        const serverMessage =
          error instanceof UploadError && error.failure.kind === 'refused'
            ? error.failure.message
            : undefined;
        notification.error({
          title: failure.title,
          description: serverMessage ?? failure.fallback,
        });
        onError?.(error instanceof Error ? error : new Error(String(error)));
      })
      .finally(() => {
        reserved.current = Math.max(0, reserved.current - 1);
        if (mounted.current) setPending((list) => list.filter((p) => p.uid !== uid));
      });
  };

  const move = (from: number, to: number) => {
    const next = [...urls];
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    change(next);
  };
  const remove = (index: number) => change(urls.filter((_, i) => i !== index));

  const triggerText =
    buttonText ?? (single ? (urls.length > 0 ? 'Replace image' : 'Upload image') : 'Upload images');
  const itemLabel = (index: number) => (single ? label : `${label} ${index + 1}`);

  return (
    <div role="group" aria-labelledby={labelId} className="image-upload">
      <span id={labelId} className="visually-hidden">
        {label}
      </span>
      {urls.length > 0 || pending.length > 0 ? (
        <ul className="image-upload__list" aria-label={`${label}, uploaded`}>
          {urls.map((url, index) => (
            <li key={`${url}-${index}`} className="image-upload__item">
              <div className="image-upload__thumb">
                <ResponsiveImage src={url} alt={itemLabel(index)} maxWidth={320} sizes="104px" />
              </div>
              {!single && index === 0 ? (
                <Tag color="magenta" className="image-upload__main">
                  Main image
                </Tag>
              ) : null}
              <Space size={2} className="image-upload__actions">
                {!single ? (
                  <>
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowLeftOutlined aria-hidden />}
                      aria-label={`Move ${itemLabel(index)} earlier`}
                      disabled={disabled || index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowRightOutlined aria-hidden />}
                      aria-label={`Move ${itemLabel(index)} later`}
                      disabled={disabled || index === urls.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                  </>
                ) : null}
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`Remove ${itemLabel(index)}`}
                  disabled={disabled}
                  onClick={() => remove(index)}
                />
              </Space>
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.uid} className="image-upload__item image-upload__item--pending">
              <Progress
                type="circle"
                size={56}
                percent={item.percent}
                aria-label={`Uploading ${item.name}`}
              />
              <Typography.Text type="secondary" ellipsis className="image-upload__name">
                {item.name}
              </Typography.Text>
            </li>
          ))}
        </ul>
      ) : null}
      <Upload
        accept={IMAGE_ACCEPT}
        multiple={!single}
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        disabled={disabled || (single && busy)}
      >
        <Button
          icon={<UploadOutlined aria-hidden />}
          disabled={disabled || (single && busy)}
          aria-label={`${triggerText}: ${label}`}
        >
          {triggerText}
        </Button>
      </Upload>
      <div className="visually-hidden" aria-live="polite">
        {busy ? `Uploading ${pending.length} ${pending.length === 1 ? 'file' : 'files'}` : ''}
      </div>
    </div>
  );
}
