import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Logger, formatJson, formatPretty, parseLine } from '../src/log.js';

describe('parseLine', () => {
  it('reads pino JSON lines', () => {
    const p = parseLine(
      '{"level":50,"time":1700000000000,"service":"identity","msg":"boom","err":{"message":"x"}}',
      30,
    );
    assert.equal(p.level, 50);
    assert.equal(p.msg, 'boom');
    assert.equal(p.source, 'identity');
    assert.deepEqual(p.fields, { err: { message: 'x' } });
    assert.equal(p.json, true);
  });
  it('treats anything else as plain text at the fallback level', () => {
    const p = parseLine('Error: nope', 40, 5);
    assert.deepEqual([p.level, p.msg, p.json, p.time], [40, 'Error: nope', false, 5]);
  });
  it('understands level names', () => {
    assert.equal(parseLine('{"level":"warn","msg":"w"}', 30).level, 40);
  });
});

describe('formatting', () => {
  it('keeps JSON lines that name their service as they are', () => {
    const raw = '{"level":30,"service":"identity","msg":"hi"}';
    assert.equal(formatJson('identity', parseLine(raw, 30)), raw);
  });
  it('adds the process name to JSON lines without one, and wraps plain text', () => {
    assert.deepEqual(JSON.parse(formatJson('cart', parseLine('{"level":30,"msg":"hi"}', 30))), {
      service: 'cart',
      level: 30,
      msg: 'hi',
    });
    const wrapped = JSON.parse(formatJson('cart', parseLine('plain', 40, 7))) as Record<
      string,
      unknown
    >;
    assert.deepEqual(wrapped, { level: 40, time: 7, service: 'cart', msg: 'plain' });
  });
  it('prints one readable line with the name, level, message and fields', () => {
    const line = formatPretty(
      'identity',
      parseLine('{"level":40,"time":0,"msg":"slow","ms":1200}', 30),
      false,
    );
    assert.match(line, /identity\s+WARN\s+slow ms=1200$/);
  });
  it('filters by level', () => {
    const out: string[] = [];
    const log = new Logger({ format: 'json', write: (t) => out.push(t), minLevel: 40 });
    log.info('hidden');
    log.warn('shown');
    log.forward('x', parseLine('{"level":30,"msg":"hidden too"}', 30));
    assert.equal(out.length, 1);
    assert.match(out[0], /"msg":"shown"/);
  });
});
