// The machine's limit for `pnpm bench`: a bare `node:http` server answering a constant JSON, run as a child
// process as the product is, on the port given as its argument. It prints `ready` once it listens.
import { createServer } from 'node:http';

const body = JSON.stringify({ pong: true });
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.listen(Number(process.argv[2]), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
