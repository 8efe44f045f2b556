import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { confirmPage, escapeHtml, messagePage, unsubscribePath } from './unsubscribe-page.js';
import { wantsJson } from './unsubscribe.controller.js';

describe('unsubscribe pages', () => {
  it('escapeHtml escapes the five special characters', () => {
    assert.equal(
      escapeHtml(`<a href="x">'&'</a>`),
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('the confirmation page asks about the escaped e-mail and POSTs a plain form to the link', () => {
    const html = confirmPage('"><script>alert(1)</script>@x.com', 'tok"en<1>');
    assert.ok(!html.includes('<script'), html);
    assert.ok(
      html.includes(
        'Unsubscribe &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@x.com from the newsletter?',
      ),
    );
    assert.ok(
      html.includes(
        `<form method="post" action="/api/shop/newsletter/unsubscribe/tok%22en%3C1%3E">`,
      ),
      html,
    );
    assert.ok(html.includes('name="List-Unsubscribe" value="One-Click"'));
    assert.ok(html.includes('<button type="submit">Unsubscribe</button>'));
    assert.ok(!/\son\w+=/i.test(html), 'no inline event handlers');
    assert.ok(!/src=/i.test(html), 'no external resources');
    assert.deepEqual(
      [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]),
      ['/shop/home'],
      'one link: back to the shop',
    );
  });

  it('a message page escapes its message', () => {
    assert.ok(messagePage('a <b> & c').includes('<p>a &lt;b&gt; &amp; c</p>'));
  });

  it('the link path encodes the token', () => {
    assert.equal(unsubscribePath('a/b?c'), '/api/shop/newsletter/unsubscribe/a%2Fb%3Fc');
  });

  it('JSON only when asked for without HTML', () => {
    assert.equal(wantsJson('application/json'), true);
    assert.equal(wantsJson('text/html,application/xhtml+xml,application/json;q=0.9'), false);
    assert.equal(wantsJson(undefined), false);
    assert.equal(wantsJson('*/*'), false);
  });
});
