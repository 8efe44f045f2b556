import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { env } from '@/config/env';
import { requestOrigin } from './origin';

// A small GraphQL layer over the one RTK Query base query: a page query is a POST of
// `{ query }` to the gateway's /graphql, and its `errors` become ordinary RTK Query errors
// whose `data.message` is the first error's message (what getApiErrorMessage shows).

export const graphqlUrl = new URL(env.GRAPHQL_URL, requestOrigin()).href;

type GraphqlValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly GraphqlValue[]
  | { readonly [key: string]: GraphqlValue };

/**
 * Arguments written as GraphQL literals: `slug: "organza-sarees", filter: { price: ["0-1000"] }`.
 * Undefined values are left out. (Literals rather than variables, so the storefront does not
 * depend on the names the gateway gives its input types; JSON string escapes are valid
 * GraphQL string escapes.)
 */
export function graphqlArgs(args: Record<string, GraphqlValue>): string {
  return Object.entries(args)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${graphqlLiteral(value)}`)
    .join(', ');
}

function graphqlLiteral(value: GraphqlValue): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const items = value as readonly GraphqlValue[];
    return `[${items.map((item) => graphqlLiteral(item)).join(', ')}]`;
  }
  const fields = graphqlArgs(value as Record<string, GraphqlValue>);
  return `{ ${fields} }`;
}

export function graphqlRequest(query: string): FetchArgs {
  return { url: graphqlUrl, method: 'POST', body: { query } };
}

type GraphqlBody = { data?: unknown; errors?: { message?: string }[] };

/** The `data` of a GraphQL answer, or an error carrying the first message. */
export function readGraphqlAnswer(
  body: unknown,
): { data: Record<string, unknown> } | { error: FetchBaseQueryError } {
  const answer = (body ?? {}) as GraphqlBody;
  if (answer.errors && answer.errors.length > 0) {
    const message = answer.errors[0]?.message || 'Request failed';
    return { error: { status: 'CUSTOM_ERROR', error: message, data: { success: false, message } } };
  }
  if (!answer.data || typeof answer.data !== 'object') {
    const message = 'Unexpected response from the server';
    return { error: { status: 'CUSTOM_ERROR', error: message, data: { success: false, message } } };
  }
  return { data: answer.data as Record<string, unknown> };
}
