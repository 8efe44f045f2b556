// k6 load scenario: storefront search (GET /api/shop/search/{keyword}): words, product
// codes taken from the catalogue, prefixes and typos, as shoppers type them. Anonymous and
// read-only. On Meilisearch (MEILI_URL) this loads Meilisearch too.
//   k6 run -e BASE_URL=http://localhost:8080 infra/k6/search.js
//   k6 run -e BASE_URL=http://localhost:8080 -e RATE=100 -e WORDS=silk,organza infra/k6/search.js
// Exempt the load generator from the per-client limit (RATE_LIMIT_EXEMPT_CLIENTS).
import { check } from 'k6';
import { Trend } from 'k6/metrics';
import { call, json, loadCatalogue, pick } from './lib.js';

const RATE = Number(__ENV.RATE || 40); // searches per second
const DURATION = __ENV.DURATION || '2m';
const WORDS = (__ENV.WORDS || 'silk,cotton,banarasi,organza,georgette,chiffon,kanjivaram,tussar')
  .split(',')
  .map((w) => w.trim())
  .filter(Boolean);
// what shoppers mistype: each search of a word also tries it with one letter changed
const TYPO_RATE = Number(__ENV.TYPO_RATE || 0.2);

const hits = new Trend('search_hits');

export const options = {
  scenarios: {
    search: {
      executor: 'constant-arrival-rate',
      rate: RATE,
      timeUnit: '1s',
      duration: DURATION,
      preAllocatedVUs: 20,
      maxVUs: 200,
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:/api/shop/search/{keyword}}': ['p(95)<250', 'p(99)<600'],
    'http_req_duration{kind:code}': ['p(99)<400'],
    checks: ['rate>0.99'],
  },
};

export function setup() {
  const { products } = loadCatalogue(200);
  return { codes: products.map((p) => p.code).filter(Boolean) };
}

function typo(word) {
  if (word.length < 4) return word;
  const at = 1 + Math.floor(Math.random() * (word.length - 2));
  return `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
}

export default function (data) {
  const roll = Math.random();
  let keyword;
  let kind;
  if (roll < 0.3 && data.codes.length > 0) {
    keyword = pick(data.codes);
    kind = 'code';
  } else if (roll < 0.45) {
    keyword = pick(WORDS).slice(0, 3); // a prefix, as typed
    kind = 'prefix';
  } else {
    keyword = pick(WORDS);
    kind = 'word';
    if (Math.random() < TYPO_RATE) {
      keyword = typo(keyword);
      kind = 'typo';
    }
  }
  const res = call('GET', `/api/shop/search/${encodeURIComponent(keyword)}`, {
    name: '/api/shop/search/{keyword}',
    tags: { kind },
  });
  const found = json(res, 'data');
  if (Array.isArray(found)) hits.add(found.length, { kind });
  check(res, {
    'search 200': (r) => r.status === 200,
    'an exact code is found first': (r) =>
      kind !== 'code' || (Array.isArray(found) && found[0] && found[0].productCode === keyword),
  });
}
