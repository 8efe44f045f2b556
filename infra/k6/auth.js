// k6 load scenario: register, log in, then check-auth with the access token, as shoppers
// do when they open the shop. Not run by CI.
//   k6 run -e BASE_URL=http://localhost:8080 infra/k6/auth.js
// Register and login are rate limited per client: run it against a deployment whose limits
// allow the load, or from several source addresses.
import http from 'k6/http';
import { check, sleep } from 'k6';
import { Trend } from 'k6/metrics';

const BASE_URL = __ENV.BASE_URL || 'http://localhost:8080';
const checkAuthLatency = new Trend('check_auth_latency', true);

export const options = {
  scenarios: {
    // a few shoppers signing up and signing in
    signup: {
      executor: 'ramping-vus',
      exec: 'signup',
      startVUs: 1,
      stages: [
        { duration: '30s', target: 5 },
        { duration: '1m', target: 5 },
        { duration: '15s', target: 0 },
      ],
    },
    // many signed-in page loads: each opens the app, which checks the session
    browse: {
      executor: 'constant-arrival-rate',
      exec: 'browse',
      rate: 200,
      timeUnit: '1s',
      duration: '2m',
      preAllocatedVUs: 50,
      maxVUs: 200,
      startTime: '10s',
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:check-auth}': ['p(99)<250'],
    'http_req_duration{name:login}': ['p(99)<1500'],
  },
};

const json = { headers: { 'Content-Type': 'application/json' } };

function register(email, password) {
  const res = http.post(
    `${BASE_URL}/api/auth/register`,
    JSON.stringify({ userName: 'Load Shopper', email, password }),
    { ...json, tags: { name: 'register' } },
  );
  check(res, { 'register 2xx': (r) => r.status >= 200 && r.status < 300 });
}

function login(email, password) {
  const res = http.post(`${BASE_URL}/api/auth/login`, JSON.stringify({ email, password }), {
    ...json,
    tags: { name: 'login' },
  });
  check(res, {
    'login 200': (r) => r.status === 200,
    'has access token': (r) => !!r.json('accessToken'),
  });
  return res.json('accessToken');
}

function checkAuth(token) {
  const res = http.get(`${BASE_URL}/api/auth/check-auth`, {
    headers: { Authorization: `Bearer ${token}` },
    tags: { name: 'check-auth' },
  });
  checkAuthLatency.add(res.timings.duration);
  check(res, { 'check-auth 200': (r) => r.status === 200 && r.json('success') === true });
}

// one account shared by the browse scenario
export function setup() {
  const email = `k6-${Date.now()}@example.com`;
  const password = `K6-load-${Math.random().toString(36).slice(2)}1A`;
  register(email, password);
  return { token: login(email, password) };
}

export function signup() {
  const email = `k6-${__VU}-${__ITER}-${Date.now()}@example.com`;
  const password = `K6-load-${Math.random().toString(36).slice(2)}1A`;
  register(email, password);
  const token = login(email, password);
  if (token) checkAuth(token);
  sleep(1);
}

export function browse(data) {
  checkAuth(data.token);
}
