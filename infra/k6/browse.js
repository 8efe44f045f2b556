// k6 load scenario: shoppers browsing the storefront as its pages load it: the home page
// (banners, social feed, categories, featured and new sarees), a collection page (24 cards
// of a category, sorted) and a product page (the saree, its reviews, related sarees).
// Anonymous and read-only, so it may run against production (all reads are cacheable).
//   k6 run -e BASE_URL=https://shop.example.com infra/k6/browse.js
//   k6 run -e BASE_URL=http://localhost:8080 -e RATE=50 -e DURATION=1m infra/k6/browse.js
// The gateway limits requests per client (RATE_LIMIT_API_PER_CLIENT, 3000 a minute): add the
// load generator's address to RATE_LIMIT_EXEMPT_CLIENTS, or the run measures 429s.
import { group, sleep } from 'k6';
import { call, loadCatalogue, ok, pick } from './lib.js';

const RATE = Number(__ENV.RATE || 30); // page views per second
const DURATION = __ENV.DURATION || '3m';

export const options = {
  scenarios: {
    browse: {
      executor: 'ramping-arrival-rate',
      startRate: 1,
      timeUnit: '1s',
      preAllocatedVUs: 20,
      maxVUs: 300,
      stages: [
        { duration: '30s', target: RATE },
        { duration: DURATION, target: RATE },
        { duration: '15s', target: 0 },
      ],
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:/api/shop/products/get}': ['p(95)<300', 'p(99)<800'],
    'http_req_duration{name:/api/shop/products/get/{id}}': ['p(95)<200', 'p(99)<500'],
    'http_req_duration{name:/api/shop/categories/get}': ['p(99)<300'],
    'http_req_duration{name:/api/shop/banners/get}': ['p(99)<300'],
    'group_duration{group:::home}': ['p(95)<1000'],
    'group_duration{group:::collection}': ['p(95)<800'],
    'group_duration{group:::product}': ['p(95)<800'],
    checks: ['rate>0.99'],
  },
};

export function setup() {
  return loadCatalogue();
}

function home() {
  ok(call('GET', '/api/shop/banners/get'), 'banners');
  ok(call('GET', '/api/shop/instafeed/get'), 'instafeed');
  ok(call('GET', '/api/shop/categories/get'), 'categories');
  ok(
    call('GET', '/api/shop/products/get?featured=true&page=1&pageSize=12', {
      name: '/api/shop/products/get',
    }),
    'featured',
  );
  ok(
    call('GET', '/api/shop/products/get?newArrival=true&page=1&pageSize=12', {
      name: '/api/shop/products/get',
    }),
    'new arrivals',
  );
}

function collection(catalogue) {
  const category = encodeURIComponent(pick(catalogue.categories));
  const sortBy = pick(['price-lowtohigh', 'price-hightolow', 'newest']);
  const page = pick([1, 1, 1, 2]);
  ok(
    call(
      'GET',
      `/api/shop/products/get?category=${category}&sortBy=${sortBy}&page=${page}&pageSize=24`,
      { name: '/api/shop/products/get' },
    ),
    'collection',
  );
}

function product(catalogue) {
  const { id } = pick(catalogue.products);
  ok(
    call('GET', `/api/shop/products/get/${id}`, { name: '/api/shop/products/get/{id}' }),
    'product',
  );
  ok(call('GET', `/api/shop/review/${id}`, { name: '/api/shop/review/{productId}' }), 'reviews');
  ok(
    call('GET', `/api/shop/products/related/${id}?limit=12`, {
      name: '/api/shop/products/related/{id}',
    }),
    'related',
  );
}

// One page view per iteration, in the mix a storefront sees: half product pages.
export default function (catalogue) {
  const roll = Math.random();
  if (roll < 0.2) group('home', home);
  else if (roll < 0.5) group('collection', () => collection(catalogue));
  else group('product', () => product(catalogue));
  sleep(0.1);
}
