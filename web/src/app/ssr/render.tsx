import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { makeStore, type AppStore } from '@/app/store';
import { SSR_PAYLOAD_ID, siteOrigin, type SsrPayload } from '@/lib/origin';
import { buildHead, type PageHead } from './head';
import { NOT_FOUND_PLAN, PAGE_PLANS, ROOT_PLAN, settleQueries, type PagePlan } from './pages';

// A page on the server: React Router's static handler matches the URL (and loads the lazy
// route modules), the prefetch table (pages.ts) fills a fresh store through the page's own
// RTK Query endpoints, then React streams the page (renderToPipeableStream). The storefront
// server (web/server) puts the head and the stream into the index.html template.

const handler = createStaticHandler(routes);

export type RenderedPage = {
  kind: 'page';
  status: number;
  head: PageHead;
  /** The head's tags (title, meta, canonical, Open Graph, JSON-LD, preload). */
  headHtml: string;
  /** The route's source module, to find its chunks in the client build's manifest. */
  module: string;
  /** A query failed (not a 404): the page is rendered without its data. */
  failed: boolean;
  /** The inline script that hands the store's data and origin to the client. */
  payloadScript: string;
  /** Starts React's stream; call once. */
  stream: (options: StreamOptions) => PipeableStream;
};

export type RenderResult = RenderedPage | { kind: 'redirect'; status: number; location: string };

export type StreamOptions = {
  onShellReady: () => void;
  onShellError: (error: unknown) => void;
  onAllReady?: () => void;
  onError: (error: unknown) => void;
};

function planFor(context: StaticHandlerContext): PagePlan {
  const leaf = context.matches.at(-1)?.route;
  if (!leaf || leaf.path === '*') return NOT_FOUND_PLAN;
  if (leaf.index && context.matches.length === 1) return ROOT_PLAN;
  return (leaf.path && PAGE_PLANS.get(leaf.path)) || ROOT_PLAN;
}

/** JSON for an inline <script>: nothing in it can close the script or start a comment. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function payloadScript(store: AppStore, context: StaticHandlerContext): string {
  const payload: SsrPayload = {
    origin: siteOrigin(),
    api: store.getState().api,
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors ? serializeErrors(context.errors) : null,
    },
  };
  // A data block, not a script: the gateway's CSP allows no inline scripts.
  return `<script type="application/json" id="${SSR_PAYLOAD_ID}">${serializeForScript(payload)}</script>`;
}

/** Route errors as the client router reads them back (main.tsx): messages, no stacks. */
function serializeErrors(errors: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      error instanceof Error ? { __type: 'Error', message: 'Unexpected error' } : error,
    ]),
  );
}

/** Renders `request` (a GET of a page): a redirect, or the page ready to stream. */
export async function renderPage(
  request: Request,
  log: { warn: (data: object, message: string) => void } = console,
): Promise<RenderResult> {
  const context = await handler.query(request);
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }
  const url = new URL(request.url);
  const plan = planFor(context);
  const pageRequest = { params: context.matches.at(-1)?.params ?? {}, url };
  let store = makeStore();
  plan.prefetch?.(store, pageRequest);
  await settleQueries(store);
  const outcome = plan.head(store, pageRequest);
  if (outcome.failed) {
    // Render the page as the client starts it (loading), so the client fetches the data.
    log.warn({ path: url.pathname }, 'page data unavailable, rendered without it');
    store = makeStore();
  }
  const status = Math.max(outcome.status, context.statusCode);
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <AppProvider store={store}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>
  );
  return {
    kind: 'page',
    status,
    head: outcome.head,
    headHtml: buildHead(outcome.head, siteOrigin()),
    module: plan.module,
    failed: outcome.failed,
    payloadScript: payloadScript(store, context),
    // Every boundary inline, in order: no outlined parts that need React's inline scripts
    // to be revealed (the gateway's CSP allows no inline script).
    stream: (options) =>
      renderToPipeableStream(app, { ...options, progressiveChunkSize: Number.POSITIVE_INFINITY }),
  };
}
