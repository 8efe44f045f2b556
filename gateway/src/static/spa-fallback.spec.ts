import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  cacheControlFor,
  hasFileExtension,
  IMMUTABLE_CACHE,
  isBackendPath,
  REVALIDATE_CACHE,
  shouldForwardToStorefront,
  shouldServeIndex,
} from './spa-fallback.js';

describe('SPA fallback rule', () => {
  const html = 'text/html,application/xhtml+xml,*/*;q=0.8';

  it('serves index.html for frontend routes', () => {
    for (const path of [
      '/',
      '/shop/home',
      '/shop/details/42',
      '/auth/login',
      '/unauth-page',
      '/admin/dashboard',
    ]) {
      assert.equal(shouldServeIndex({ method: 'GET', path, accept: html }), true, path);
      assert.equal(shouldServeIndex({ method: 'GET', path, accept: '*/*' }), true, path);
      assert.equal(shouldServeIndex({ method: 'HEAD', path }), true, path);
    }
  });

  it('never for backend paths', () => {
    for (const path of [
      '/api',
      '/api/nope',
      '/api/auth/login',
      '/graphql',
      '/health/live',
      '/health/x',
      '/metrics',
    ]) {
      assert.equal(shouldServeIndex({ method: 'GET', path, accept: html }), false, path);
    }
  });

  it('only for GET and HEAD', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      assert.equal(shouldServeIndex({ method, path: '/shop/home', accept: html }), false, method);
    }
  });

  it('not for missing files unless the client asks for a page', () => {
    assert.equal(
      shouldServeIndex({ method: 'GET', path: '/assets/app-1234abcd.js', accept: '*/*' }),
      false,
    );
    assert.equal(shouldServeIndex({ method: 'GET', path: '/favicon.ico' }), false);
    assert.equal(shouldServeIndex({ method: 'GET', path: '/old-page.html', accept: html }), true);
  });

  it('does not mistake paths like /apis or /graphql-tips for the backend', () => {
    assert.equal(isBackendPath('/apis'), false);
    assert.equal(isBackendPath('/graphql-tips'), false);
    assert.equal(isBackendPath('/api'), true);
  });

  it('recognises file extensions in the last segment only', () => {
    assert.equal(hasFileExtension('/assets/index-abc.js'), true);
    assert.equal(hasFileExtension('/shop/v1.2/home'), false);
    assert.equal(hasFileExtension('/shop/home'), false);
  });
});

describe('forwarding to the storefront server', () => {
  it('forwards storefront pages, the sitemap and robots.txt', () => {
    for (const path of [
      '/',
      '/shop/home',
      '/shop/details/42',
      '/shop/v1.2/home',
      '/auth/login',
      '/sitemap.xml',
      '/robots.txt',
    ]) {
      assert.equal(shouldForwardToStorefront({ method: 'GET', path }), true, path);
      assert.equal(shouldForwardToStorefront({ method: 'HEAD', path }), true, path);
    }
  });

  it('never the API, GraphQL, media, the admin console, the assets or other files', () => {
    for (const path of [
      '/api',
      '/api/products',
      '/graphql',
      '/health/ready',
      '/metrics',
      '/media/a.jpg',
      '/admin',
      '/admin/dashboard',
      '/assets',
      '/assets/index-AbCdEf12.js',
      '/favicon.svg',
      '/old-page.html',
      '/sitemap.xml.gz',
    ]) {
      assert.equal(shouldForwardToStorefront({ method: 'GET', path }), false, path);
    }
  });

  it('only GET and HEAD', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      assert.equal(shouldForwardToStorefront({ method, path: '/shop/home' }), false, method);
    }
  });
});

describe('cache headers', () => {
  it('hashed build assets are immutable, everything else revalidates', () => {
    assert.equal(cacheControlFor('assets/index-B1x2Y3z4.js'), IMMUTABLE_CACHE);
    assert.equal(cacheControlFor('assets/auth-form-q9MgINAK.css'), IMMUTABLE_CACHE);
    assert.equal(cacheControlFor('index.html'), REVALIDATE_CACHE);
    assert.equal(cacheControlFor('favicon.svg'), REVALIDATE_CACHE);
    assert.equal(cacheControlFor('assets/logo.png'), REVALIDATE_CACHE);
  });
});
