// The upload function screens use: uploadMedia (lib/upload.ts) with the session's access
// token, renewing the session once on a 401 through the session check (the base query's
// refresh-once rule; a refused renewal signs the admin out as for any call).
import { useCallback } from 'react';
import { tokenStore } from '@boutique/web-kit/tokens';
import { useLazyCheckAuthQuery } from './session-api';
import { uploadMedia, type MediaFile, type MediaKind } from './upload';

export type UploadFn = (
  kind: MediaKind,
  file: Blob,
  onProgress?: (percent: number) => void,
) => Promise<MediaFile>;

export function useMediaUpload(): UploadFn {
  const [checkSession] = useLazyCheckAuthQuery();
  return useCallback(
    (kind, file, onProgress) =>
      uploadMedia(kind, file, {
        getAccessToken: () => tokenStore.getAccessToken(),
        renew: async () => {
          const before = tokenStore.getAccessToken();
          // A session check with a rejected token renews the session once, then retries.
          const result = await checkSession(undefined, false);
          const after = tokenStore.getAccessToken();
          return !result.isError && after !== null && after !== before;
        },
        ...(onProgress ? { onProgress } : {}),
      }),
    [checkSession],
  );
}
