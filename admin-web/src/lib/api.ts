// The one RTK Query API of the console. Each area injects its endpoints beside its pages
// (`pages/<area>/<area>-api.ts`, via `baseApi.injectEndpoints`); tag types drive refetching.
import { createApi } from '@reduxjs/toolkit/query/react';
import { tokenStore } from '@boutique/web-kit/tokens';
import { API_BASE_URL } from '../config/paths';
import { createConsoleBaseQuery } from './base-query';

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createConsoleBaseQuery({
    baseUrl: API_BASE_URL,
    tokens: tokenStore,
    // A renewal was refused during some call: check the session again, so the guard sends
    // the admin to sign in instead of leaving a console whose calls all fail.
    onSessionEnded: (api) => {
      api.dispatch(baseApi.util.invalidateTags(['Session']));
    },
  }),
  tagTypes: [
    'Session',
    'User',
    'Product',
    'Category',
    'Review',
    'Order',
    'Refund',
    'Return',
    'Banner',
    'FeedPost',
    'Feedback',
    'Contact',
    'Subscriber',
    'Dashboard',
    'TaxSettings',
    'CodSettings',
  ],
  endpoints: () => ({}),
});
