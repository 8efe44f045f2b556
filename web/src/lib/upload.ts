// Uploading a file to the gateway with its progress (the return photos; docs/returns.md):
// the kit's `uploadFile` (web-kit/README.md, "Uploads"), XMLHttpRequest because only XHR
// reports upload progress, signed with the session's access token. A 401 renews the session
// once through the base query (a session probe that is `requiresAuth`, so the renewal is
// the one every call shares and a refused renewal ends the session as for any call), and
// the upload is sent once more.
import { useCallback } from 'react';
import { uploadFile } from '@boutique/web-kit/upload';
import { tokenStore } from '@boutique/web-kit/tokens';
import { apiBaseUrl, baseApi } from './api';

const sessionProbeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A signed call whose 401 renews the session once (renew-first) and is sent again.
    probeSession: build.mutation<unknown, void>({
      query: () => '/auth/check-auth',
      extraOptions: { requiresAuth: true },
    }),
  }),
});

export type UploadFileFn = <T>(
  /** Under the API's base, e.g. `/shop/upload/return-photo`. */
  path: string,
  file: Blob,
  /** The stored file from the answer's `data`, or null when it is not one. */
  read: (data: unknown) => T | null,
  options?: { onProgress?: (percent: number) => void; signal?: AbortSignal },
) => Promise<T>;

/** The upload function of a page: resolves `read(data)`, rejects with the kit's UploadError. */
export function useUploadFile(): UploadFileFn {
  const [probeSession] = sessionProbeApi.useProbeSessionMutation();
  return useCallback<UploadFileFn>(
    (path, file, read, options = {}) =>
      uploadFile(`${apiBaseUrl}${path}`, file, read, {
        getAccessToken: () => tokenStore.getAccessToken(),
        renew: async () => {
          const before = tokenStore.getAccessToken();
          const result = await probeSession();
          const after = tokenStore.getAccessToken();
          return !('error' in result) && after !== null && after !== before;
        },
        ...options,
      }),
    [probeSession],
  );
}
