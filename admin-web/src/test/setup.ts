// Setup for the unit tests (jsdom): what jsdom lacks and Ant Design needs, and a clean DOM
// and storage after each test.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { noGatewayFetch, settleGateway } from './fake-gateway';

// Lazy pages load (and are transformed) on first visit; a busy 2-core machine needs time.
configure({ asyncUtilTimeout: 10_000 });

if (typeof window !== 'undefined') {
  /** A desktop-width matchMedia: every min-width query up to 1280 px matches. */
  const viewportWidth = 1280;
  window.matchMedia ??= (query: string): MediaQueryList => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches =
      (!min || viewportWidth >= Number(min[1])) && (!max || viewportWidth <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };

  // jsdom has no layout, so nothing ever resizes.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

  // jsdom does not implement pseudo-element styles; antd asks for them. And jsdom computes
  // an element's style lazily the first time but, asked again, copies every property of
  // its cache, resolving each var(): seconds for an antd Button (dozens of CSS variables),
  // asked again by every role query (its name, then its visibility). So each element's
  // style is kept here until the document changes (a change pending or seen drops them
  // all, as jsdom's own cache does): the same answers, computed once.
  const getComputedStyle = window.getComputedStyle.bind(window);
  let computed = new WeakMap<Element, CSSStyleDeclaration>();
  const changes = new MutationObserver(() => {
    computed = new WeakMap();
  });
  changes.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  window.getComputedStyle = (element: Element) => {
    if (changes.takeRecords().length > 0) computed = new WeakMap();
    let style = computed.get(element);
    if (!style) {
      style = getComputedStyle(element);
      computed.set(element, style);
    }
    return style;
  };

  // jsdom has no fetch, so the tests run Node's, whose Request knows neither the page's URL
  // (the API base is the relative /api) nor jsdom's AbortSignal.
  const NodeRequest = globalThis.Request;
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const rest: RequestInit = { ...init };
      delete rest.signal;
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, rest);
    }
  };

  // No test talks to a real server: a request without a fake gateway (fake-gateway.ts), or
  // one the fake does not expect, fails the test that made it.
  globalThis.fetch = noGatewayFetch;

  afterEach(async () => {
    cleanup();
    // The requests the screen had already started are answered before the test is judged.
    const unanswered = await settleGateway();
    window.localStorage.clear();
    if (unanswered.length > 0) {
      throw new Error(
        `The screen asked for what the test's fake gateway does not answer:\n  ${unanswered.join('\n  ')}\n` +
          'Answer these requests as the gateway would (or assert before the screen asks).',
      );
    }
  });
}
