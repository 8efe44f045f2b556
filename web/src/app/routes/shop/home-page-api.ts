import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { HOME_PAGE_SELECTION } from '@/features/catalogue/api/catalogue-api';
import { isRecord, readHomePage, type HomePage } from '@/features/catalogue/types/catalogue';
import { HOME_CONTENT_SELECTION } from '@/features/content/api/content-api';
import { readHomeContent, type HomeContent } from '@/features/content/types/content';
import { baseApi } from '@/lib/api';
import { graphqlRequest, readGraphqlAnswer } from '@/lib/graphql';

// The home page in ONE GraphQL round trip: the catalogue's part (categories, new arrivals,
// featured) and the content's part (banners, feed posts, testimonials) of `homePage`.
// Composed here, in the app layer, because features do not import each other. New feedback
// invalidates `Feedback`: the page is fetched again and the testimonials show it.

export type HomePageData = HomePage & HomeContent;

const HOME_PAGE_QUERY = `query HomePage { homePage {
  ${HOME_PAGE_SELECTION}
  ${HOME_CONTENT_SELECTION} } }`;

const unexpectedAnswer: FetchBaseQueryError = {
  status: 'CUSTOM_ERROR',
  error: 'Unexpected response from the server',
  data: { success: false, message: 'Unexpected response from the server' },
};

export const homePageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHomePage: build.query<HomePageData, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery(graphqlRequest(HOME_PAGE_QUERY));
        if (result.error) return { error: result.error };
        const answer = readGraphqlAnswer(result.data);
        if ('error' in answer) return answer;
        const root = answer.data.homePage;
        if (!isRecord(root)) return { error: unexpectedAnswer };
        return { data: { ...readHomePage(root), ...readHomeContent(root) } };
      },
      providesTags: ['Product', 'Category', 'Feedback'],
    }),
  }),
});

export const { useGetHomePageQuery } = homePageApi;
