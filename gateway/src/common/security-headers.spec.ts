import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { computeHelmetHeaders, helmetOptions } from './security-headers.js';

describe('security headers', () => {
  it("carry the boutique's content security policy", () => {
    const headers = computeHelmetHeaders(helmetOptions('http://localhost:8080'));
    const csp = headers['content-security-policy'];
    assert.ok(csp);
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    assert.equal(directives['default-src'], "'self'");
    assert.equal(directives['img-src'], "'self' data: blob:");
    assert.equal(directives['script-src'], "'self' https://checkout.razorpay.com");
    assert.equal(directives['frame-src'], 'https://api.razorpay.com https://checkout.razorpay.com');
    assert.equal(
      directives['connect-src'],
      "'self' https://lumberjack.razorpay.com https://api.razorpay.com",
    );
    assert.equal(directives['style-src'], "'self' 'unsafe-inline'");
    assert.equal(directives['object-src'], "'none'");
    assert.equal('upgrade-insecure-requests' in directives, false, 'not over plain http');
  });

  it('has the other helmet headers; HSTS and upgrade-insecure-requests only over https', () => {
    const plain = computeHelmetHeaders(helmetOptions('http://localhost:8080'));
    assert.equal(plain['x-content-type-options'], 'nosniff');
    assert.equal(plain['x-frame-options'], 'SAMEORIGIN');
    assert.equal(plain['referrer-policy'], 'no-referrer');
    assert.equal(plain['strict-transport-security'], undefined);

    const secure = computeHelmetHeaders(helmetOptions('https://boutique.example'));
    assert.match(secure['strict-transport-security'] ?? '', /max-age=31536000/);
    assert.match(secure['content-security-policy'] ?? '', /upgrade-insecure-requests/);
  });

  it('lets the ad pixel load and report only when it is switched on', () => {
    const directive = (csp: string, name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? '';
    const off = computeHelmetHeaders(helmetOptions('http://localhost:8080'))[
      'content-security-policy'
    ];
    assert.ok(off && !off.includes('facebook'));
    const on =
      computeHelmetHeaders(helmetOptions('http://localhost:8080', true))[
        'content-security-policy'
      ] ?? '';
    assert.match(directive(on, 'script-src'), /https:\/\/connect\.facebook\.net/);
    assert.match(directive(on, 'connect-src'), /https:\/\/www\.facebook\.com/);
    assert.match(directive(on, 'img-src'), /https:\/\/www\.facebook\.com/);
    assert.match(directive(on, 'script-src'), /https:\/\/checkout\.razorpay\.com/);
  });
});
