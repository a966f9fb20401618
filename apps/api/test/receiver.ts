import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a receiver got: a webhook's delivery, as the server sent it. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local receiver: it records each request and answers the statuses it is given, then 200. */
export interface Receiver {
  url: string;
  received: Received[];
  answer(statuses: number[]): void;
  close(): Promise<void>;
}

export async function receiver(): Promise<Receiver> {
  const received: Received[] = [];
  let statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(statuses.shift() ?? 200).end('ok');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer: (next) => {
      statuses = [...next];
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
