// A small OTLP/HTTP trace receiver for the test stack: every process of `npm test`'s stack
// exports its spans here (OTEL_EXPORTER_OTLP_ENDPOINT), and each span becomes one JSON line
// in a file the tracing system spec reads. It runs inside `npm test` itself, so it is up
// before the first service starts and after the last one stops. JSON encoding only (what
// @opentelemetry/exporter-trace-otlp-http sends), gzip or not.
import fs from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  readSpans,
  spansOf,
  type OtlpExportRequest,
  type ReceivedSpan,
} from '@boutique/service-kit/testing/otlp-spans';

export { readSpans, spansOf, type ReceivedSpan };

export interface OtlpReceiver {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT is set to (http://127.0.0.1:<port>). */
  url: string;
  /** The spans file (JSON lines). */
  file: string;
  stop(): Promise<void>;
}

const MAX_BODY_BYTES = 32 * 1024 * 1024;

function body(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('export request too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Listens on 127.0.0.1 (a free port unless `port`), appending each span to `file`. */
export async function startOtlpReceiver(options: {
  file: string;
  port?: number;
}): Promise<OtlpReceiver> {
  fs.mkdirSync(path.dirname(options.file), { recursive: true });
  fs.writeFileSync(options.file, '');
  const server = createServer((request, response) => {
    const answer = (status: number, message?: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(message ? { message } : {}));
    };
    if (request.method !== 'POST' || request.url !== '/v1/traces') return answer(404, 'not found');
    if (!String(request.headers['content-type']).startsWith('application/json'))
      return answer(415, 'only OTLP/HTTP JSON');
    body(request)
      .then((raw) => {
        const text = (
          request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
        ).toString('utf8');
        const spans = spansOf(JSON.parse(text) as OtlpExportRequest);
        if (spans.length > 0)
          fs.appendFileSync(options.file, spans.map((s) => `${JSON.stringify(s)}\n`).join(''));
        answer(200);
      })
      .catch((error: unknown) => answer(400, (error as Error).message));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    file: options.file,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
