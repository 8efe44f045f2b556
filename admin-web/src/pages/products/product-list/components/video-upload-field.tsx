import { useEffect, useId, useRef, useState } from 'react';
import { App, Button, Progress, Space, Typography, Upload, type UploadProps } from 'antd';
import { DeleteOutlined, VideoCameraAddOutlined } from '@ant-design/icons';
import { UPLOAD_MESSAGES, UploadError, VIDEO_ACCEPT, checkVideoFile } from '../../../../lib/upload';
import { useMediaUpload } from '../../../../lib/use-media-upload';

export interface VideoUploadFieldProps {
  value?: string;
  onChange?: (url: string) => void;
  onBusyChange?: (busy: boolean) => void;
  /** aria-describedby for the trigger (e.g. the form item's error). */
  describedBy?: string;
}

/**
 * The Watch and Buy video, uploaded to POST /api/admin/upload/video as soon as it is
 * picked: mp4, webm or mov up to 10 MB ("File size exceeds 10MB limit"); a failed upload
 * says "Failed to upload video" with the server's reason, or "Network error during upload".
 */
export function VideoUploadField({
  value,
  onChange,
  onBusyChange,
  describedBy,
}: VideoUploadFieldProps) {
  const upload = useMediaUpload();
  const { notification } = App.useApp();
  const labelId = useId();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const busy = progress !== null;

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);
  useEffect(() => () => onBusyChange?.(false), [onBusyChange]);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = checkVideoFile(file);
    if (problem) {
      notification.error({
        title:
          problem.reason === 'size' ? UPLOAD_MESSAGES.videoTooLarge : UPLOAD_MESSAGES.unsupported,
        description: `${file.name} was not uploaded. Videos: MP4, WebM or MOV, at most 10 MB.`,
      });
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    if (!(file instanceof Blob)) return;
    setProgress({ name: file instanceof File ? file.name : 'video', percent: 0 });
    upload('video', file, (percent) =>
      setProgress((current) => (current ? { ...current, percent } : current)),
    )
      .then((media) => {
        if (!mounted.current) return;
        onChange?.(media.url);
        onSuccess?.(media);
      })
      .catch((error: unknown) => {
        if (!mounted.current) return;
        const failure = error instanceof UploadError ? error.failure : null;
        notification.error({
          title: UPLOAD_MESSAGES.videoUploadFailed,
          description:
            failure?.kind === 'refused'
              ? (failure.message ?? 'Please try again.')
              : failure?.kind === 'unreachable'
                ? UPLOAD_MESSAGES.network
                : 'An unexpected error occurred',
        });
        onError?.(error instanceof Error ? error : new Error(String(error)));
      })
      .finally(() => {
        if (mounted.current) setProgress(null);
      });
  };

  return (
    <div role="group" aria-labelledby={labelId} className="video-upload">
      <span id={labelId} className="visually-hidden">
        Product video
      </span>
      {value ? (
        <div className="video-upload__preview">
          <video src={value} controls preload="metadata" aria-label="Uploaded product video" />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            onClick={() => onChange?.('')}
            disabled={busy}
          >
            Remove video
          </Button>
        </div>
      ) : null}
      {progress ? (
        <Space className="video-upload__progress">
          <Progress
            percent={progress.percent}
            size="small"
            className="video-upload__bar"
            aria-label={`Uploading ${progress.name}`}
          />
          <Typography.Text type="secondary" ellipsis>
            {progress.name}
          </Typography.Text>
        </Space>
      ) : null}
      <Upload
        accept={VIDEO_ACCEPT}
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        disabled={busy}
      >
        <Button
          icon={<VideoCameraAddOutlined aria-hidden />}
          disabled={busy}
          aria-describedby={describedBy}
        >
          {value ? 'Replace video' : 'Upload video'}
        </Button>
      </Upload>
      <div className="visually-hidden" aria-live="polite">
        {busy ? 'Uploading video' : ''}
      </div>
    </div>
  );
}
