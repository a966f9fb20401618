import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedForm {
  path: string;
  body: unknown;
}

/** A stand-in for the external marketing form service: records what it is sent, answers 200 or 500. */
export async function startFormServiceDouble() {
  const received: ReceivedForm[] = [];
  let failing = false;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: JSON.parse(body || 'null') });
      response.writeHead(failing ? 500 : 200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    failNext(value: boolean) {
      failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
