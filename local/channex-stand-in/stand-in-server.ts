import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerApi, type Answer } from './api-routes';
import { answerControl, CONTROL_PREFIX } from './control-routes';
import { RateLimits } from './rate-limits';
import { type ChannexStandInControl, standInControl } from './stand-in-control';
import { StandInState } from './stand-in-state';

// A stand-in of Channex's API v1 on 127.0.0.1, for the test stack and `npm start`: the documented requests
// under /api/v1, the control surface under /__stand-in. Its clock is injectable (rate limits, "today").

export interface ChannexStandIn {
  /** What CHANNEX_API_URL is set to: `http://127.0.0.1:<port>/api/v1`. */
  apiUrl: string;
  /** `http://127.0.0.1:<port>`: the control paths hang from it. */
  origin: string;
  control: ChannexStandInControl;
  stop(): Promise<void>;
}

const API_PREFIX = '/api/v1';
const MAX_BODY_BYTES = 11 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => done(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

export async function startChannexStandIn(options: { port?: number; now?: () => number } = {}): Promise<ChannexStandIn> {
  const state = new StandInState(options.now);
  const limits = new RateLimits();
  const control = standInControl(state);

  const server: Server = createServer((req, res) => {
    const send = (answer: Answer) => {
      res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', ...answer.headers });
      res.end(JSON.stringify(answer.body));
    };
    readBody(req).then(
      (body) => {
        const url = new URL(req.url ?? '/', 'http://stand-in');
        if (body === undefined) return send({ status: 413, body: { errors: { code: 'payload_too_large', title: 'Payload Too Large' } } });
        if (url.pathname.startsWith(`${CONTROL_PREFIX}/`))
          return send(answerControl(req.method ?? 'GET', url.pathname, url.searchParams, body, control));
        if (!url.pathname.startsWith(`${API_PREFIX}/`))
          return send({ status: 404, body: { errors: { code: 'resource_not_found', title: 'Resource Not Found' } } });
        const key = req.headers['user-api-key'];
        return send(
          answerApi(
            {
              method: req.method ?? 'GET',
              path: url.pathname.slice(API_PREFIX.length),
              query: url.searchParams,
              key: typeof key === 'string' ? key : undefined,
              body,
            },
            state,
            limits,
          ),
        );
      },
      () => res.destroy(),
    );
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', () => done());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl: `${origin}${API_PREFIX}`,
    origin,
    control,
    async stop() {
      const closed = new Promise((done) => server.close(done));
      server.closeAllConnections();
      await closed;
    },
  };
}
