import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { ImageUploadField } from '../../../components/image-upload-field';
import { PlusOutlined } from '@ant-design/icons';
import { notifyCallFailure } from '../../../lib/call-notices';
import { useAddFeedPostMutation } from '../instafeed-api';
import { POST_NOTICES, POST_URL_MAX, cleanPostUrl, postUrlProblem } from '../instafeed-model';

/**
 * The Post URL, its picture (uploaded as banners are: the storefront shows only posts with
 * one) and alt text, and Add Post: the URL must not be blank; the server checks the rest.
 */
export function AddPostForm() {
  const { message, notification } = App.useApp();
  const [addPost, adding] = useAddFeedPostMutation();
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [images, setImages] = useState<string[]>([]);
  const [alt, setAlt] = useState('');
  const [uploading, setUploading] = useState(false);

  const submit = async () => {
    const invalid = postUrlProblem(url);
    setProblem(invalid);
    if (invalid) return;
    try {
      await addPost({
        postUrl: cleanPostUrl(url),
        image: images[0] ?? '',
        alt: alt.trim(),
      }).unwrap();
      void message.success(POST_NOTICES.added);
      setUrl('');
      setImages([]);
      setAlt('');
    } catch (error) {
      notifyCallFailure(notification, POST_NOTICES.addFailed, error);
    }
  };

  return (
    <Form layout="vertical" className="post-form" onFinish={() => void submit()}>
      <Form.Item
        label="Post URL"
        htmlFor="post-url"
        validateStatus={problem ? 'error' : ''}
        help={problem ?? 'The link of a social media post, e.g. https://www.instagram.com/p/…'}
      >
        <div className="post-form__row">
          <Input
            id="post-url"
            className="post-form__url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://www.instagram.com/p/…"
            maxLength={POST_URL_MAX}
            value={url}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              setUrl(event.target.value);
              if (problem) setProblem(null);
            }}
          />
          <Button
            type="primary"
            htmlType="submit"
            icon={<PlusOutlined aria-hidden />}
            loading={adding.isLoading}
            disabled={uploading}
          >
            Add Post
          </Button>
        </div>
      </Form.Item>
      <Form.Item
        label="Picture"
        help="Shown on the home page; a post without a picture is not shown there."
      >
        <ImageUploadField
          max={1}
          label="Post picture"
          value={images}
          onChange={setImages}
          onBusyChange={setUploading}
        />
      </Form.Item>
      <Form.Item
        label="Alt text"
        htmlFor="post-alt"
        help="What the picture shows, for screen readers"
      >
        <Input
          id="post-alt"
          maxLength={200}
          placeholder="e.g. Red Kanjivaram silk saree"
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
        />
      </Form.Item>
    </Form>
  );
}
