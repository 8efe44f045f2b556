import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { UNREACHABLE_MESSAGE } from '@boutique/web-kit/api-error';
import { UploadError } from '@boutique/web-kit/upload';
import { useUploadFile } from '@/lib/upload';
import { RETURN_PHOTO_UPLOAD_PATH } from '../api/orders-api';
import {
  PHOTO_MESSAGES,
  prepareReturnPhoto,
  readUploadedPhoto,
  RETURN_PHOTOS_MAX,
  type PhotoCodec,
} from '../utils/return-photos';
import styles from './orders.module.css';

type PhotoStatus = 'preparing' | 'uploading' | 'uploaded' | 'failed';

export type ReturnPhoto = {
  key: string;
  name: string;
  /** An object URL of what was sent (the smaller JPEG when it was made smaller); '' if none. */
  preview: string;
  status: PhotoStatus;
  /** 0–100 while uploading. */
  progress: number;
  /** The upload's id once stored: what the request sends. */
  id: string;
  /** Why it was refused (the server's words where it has them). */
  error: string;
};

const objectUrl = (blob: Blob) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : '';
const revoke = (url: string) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

function failureText(error: unknown): string {
  if (error instanceof UploadError) {
    return error.failure.kind === 'refused'
      ? (error.failure.message ?? PHOTO_MESSAGES.failed)
      : UNREACHABLE_MESSAGE;
  }
  return PHOTO_MESSAGES.failed;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The photos of a return request: each chosen image is made ready (smaller when it has to
 * be, utils/return-photos.ts) and uploaded at once, with its progress; a refused one keeps
 * its message and is not sent. Closing the dialog cancels the uploads still running.
 */
export function useReturnPhotos(codec?: PhotoCodec) {
  const upload = useUploadFile();
  const [photos, setPhotos] = useState<ReturnPhoto[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const nextKey = useRef(0);
  const count = useRef(0);
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Map<string, string>());

  useEffect(() => {
    const running = controllers.current;
    const urls = previews.current;
    return () => {
      running.forEach((controller) => controller.abort());
      running.clear();
      urls.forEach(revoke);
      urls.clear();
    };
  }, []);

  const update = useCallback((key: string, patch: Partial<ReturnPhoto>) => {
    setPhotos((current) =>
      current.map((photo) => (photo.key === key ? { ...photo, ...patch } : photo)),
    );
  }, []);

  const start = useCallback(
    async (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      const prepared = await prepareReturnPhoto(file, codec);
      if (controller.signal.aborted) return;
      if (!prepared.ok) {
        controllers.current.delete(key);
        update(key, { status: 'failed', error: prepared.message });
        setAnnouncement(`${file.name}: ${prepared.message}`);
        return;
      }
      const preview = objectUrl(prepared.file);
      if (preview) previews.current.set(key, preview);
      update(key, { status: 'uploading', preview, progress: 0 });
      try {
        const stored = await upload(RETURN_PHOTO_UPLOAD_PATH, prepared.file, readUploadedPhoto, {
          signal: controller.signal,
          onProgress: (progress) => update(key, { progress }),
        });
        update(key, { status: 'uploaded', id: stored.id, progress: 100 });
        setAnnouncement(`${file.name} uploaded`);
      } catch (error) {
        if (isAbort(error) || controller.signal.aborted) return;
        const message = failureText(error);
        update(key, { status: 'failed', error: message });
        setAnnouncement(`${file.name}: ${message}`);
      } finally {
        controllers.current.delete(key);
      }
    },
    [codec, update, upload],
  );

  /** Adds chosen files up to the limit (the rest are left out, with the server's words). */
  const add = useCallback(
    (files: File[]) => {
      const room = Math.max(0, RETURN_PHOTOS_MAX - count.current);
      const taken = files.slice(0, room);
      setTooMany(files.length > room);
      if (taken.length === 0) return;
      const added = taken.map((file) => {
        nextKey.current += 1;
        return {
          file,
          photo: {
            key: `photo-${nextKey.current}`,
            name: file.name,
            preview: '',
            status: 'preparing' as const,
            progress: 0,
            id: '',
            error: '',
          },
        };
      });
      count.current += added.length;
      setPhotos((current) => [...current, ...added.map(({ photo }) => photo)]);
      for (const { file, photo } of added) void start(photo.key, file);
    },
    [start],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    const preview = previews.current.get(key);
    if (preview) revoke(preview);
    previews.current.delete(key);
    count.current = Math.max(0, count.current - 1);
    setTooMany(false);
    setPhotos((current) => current.filter((photo) => photo.key !== key));
  }, []);

  return {
    photos,
    add,
    remove,
    tooMany,
    announcement,
    /** A photo is still being made ready or uploaded: the request waits. */
    pending: photos.some((photo) => photo.status === 'preparing' || photo.status === 'uploading'),
    /** The stored photos' ids, in the order shown. */
    ids: photos.filter((photo) => photo.status === 'uploaded').map((photo) => photo.id),
  };
}

type PickerProps = {
  state: ReturnType<typeof useReturnPhotos>;
  /** While the request is being sent. */
  disabled: boolean;
};

/**
 * "Photos (optional, up to 4)": a labelled file input (images, several at once), a hint,
 * then each photo as a thumbnail with its progress, its refusal and "Remove photo n". At 4
 * the input is disabled and says why.
 */
export function ReturnPhotoPicker({ state, disabled }: PickerProps) {
  const { photos, add, remove, tooMany, announcement } = state;
  const baseId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // After a removal the focus goes back to the picker, once it is enabled again.
  const focusInput = useRef(false);
  const full = photos.length >= RETURN_PHOTOS_MAX;
  const inputId = `${baseId}-input`;
  const hintId = `${baseId}-hint`;
  const fullId = `${baseId}-full`;
  const tooManyId = `${baseId}-too-many`;

  useEffect(() => {
    const input = inputRef.current;
    if (!focusInput.current || !input || input.disabled) return;
    focusInput.current = false;
    input.focus();
  });

  const describedBy = [hintId, full ? fullId : '', tooMany ? tooManyId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.returnPhotos}>
      <label htmlFor={inputId} className={styles.returnPhotosLabel}>
        Photos (optional, up to {RETURN_PHOTOS_MAX})
      </label>
      <p id={hintId} className={styles.muted}>
        Show us the damage or defect: up to {RETURN_PHOTOS_MAX} photos.
      </p>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.photoInput}
        type="file"
        accept="image/*"
        multiple
        disabled={full || disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared, so the same photo can be chosen again after removing it.
          event.target.value = '';
          add(files);
        }}
      />
      {full ? (
        <p id={fullId} className={styles.muted}>
          You have added {RETURN_PHOTOS_MAX} photos, the most a return can have. Remove one to
          choose another.
        </p>
      ) : null}
      {tooMany ? (
        <p id={tooManyId} className={styles.returnError}>
          {PHOTO_MESSAGES.tooMany}: only the first {RETURN_PHOTOS_MAX} are kept.
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className={styles.photoList} aria-label="Photos for this return">
          {photos.map((photo, index) => {
            const n = index + 1;
            const errorId = `${baseId}-${photo.key}-error`;
            const working = photo.status === 'preparing' || photo.status === 'uploading';
            return (
              <li key={photo.key} className={styles.photoTile}>
                {photo.preview ? (
                  <img className={styles.photoThumb} src={photo.preview} alt={`Photo ${n}`} />
                ) : (
                  <span className={styles.photoPlaceholder} role="img" aria-label={`Photo ${n}`}>
                    {photo.name}
                  </span>
                )}
                {working ? (
                  <>
                    <progress
                      className={styles.photoProgress}
                      aria-label={`Uploading photo ${n}`}
                      max={100}
                      {...(photo.status === 'uploading' ? { value: photo.progress } : {})}
                    />
                    <p className={styles.photoState}>
                      {photo.status === 'preparing'
                        ? 'Preparing…'
                        : `Uploading… ${photo.progress}%`}
                    </p>
                  </>
                ) : null}
                {photo.status === 'uploaded' ? <p className={styles.photoState}>Added</p> : null}
                {photo.status === 'failed' ? (
                  <p id={errorId} className={styles.returnError}>
                    {photo.error}
                  </p>
                ) : null}
                <button
                  type="button"
                  className={styles.photoRemove}
                  aria-label={`Remove photo ${n}`}
                  aria-describedby={photo.status === 'failed' ? errorId : undefined}
                  disabled={disabled}
                  onClick={() => {
                    remove(photo.key);
                    focusInput.current = true;
                  }}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
