import { Agent, createServer, type IncomingHttpHeaders, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';

// DynamoDB Local answers a TransactWriteItems before the transaction is on disk: it queues the COMMIT on its
// one SQLite thread and returns without waiting for it, so a crash right after the answer loses a write the
// app already confirmed (measured in docs/architecture/decisions.md). Every later call runs on that thread
// after the COMMIT. So this proxy, between the handlers and DynamoDB Local, follows each transaction with
// one small read and passes the transaction's answer on only once that read is answered.

const TARGET = 'x-amz-target';
const TRANSACT_WRITE = 'DynamoDB_20120810.TransactWriteItems';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => done(Buffer.concat(chunks)));
    stream.on('error', fail);
  });
}

export interface DurableWrites {
  /** Where the handlers send their table calls. */
  endpoint: string;
  close(): Promise<void>;
}

/** Starts the proxy on a free port of 127.0.0.1, in front of DynamoDB Local at `upstream`. */
export async function startDurableWrites(upstream: string, tableName: string): Promise<DurableWrites> {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true });

  const forward = (path: string, headers: IncomingHttpHeaders, body: Buffer): Promise<Answer> =>
    new Promise((done, fail) => {
      const outgoing = request(
        { host: target.hostname, port: target.port, method: 'POST', path, agent, headers: { ...headers, 'content-length': body.length } },
        (answer) => readAll(answer).then((text) => done({ status: answer.statusCode ?? 502, headers: answer.headers, body: text }), fail),
      );
      outgoing.on('error', fail);
      outgoing.end(body);
    });

  // A key no item has: the read only has to wait its turn on the SQLite thread, behind the COMMIT.
  const commitWait = Buffer.from(JSON.stringify({ TableName: tableName, Key: { pk: { S: 'LOCAL#COMMIT' }, sk: { S: 'WAIT' } } }));

  const server = createServer((req, res) => {
    readAll(req)
      .then(async (body) => {
        const { connection: _c, 'transfer-encoding': _t, ...headers } = req.headers;
        const answer = await forward(req.url ?? '/', headers, body);
        if (headers[TARGET] === TRANSACT_WRITE && answer.status === 200)
          await forward('/', { ...headers, [TARGET]: 'DynamoDB_20120810.GetItem' }, commitWait);
        const { connection: _, 'keep-alive': __, 'transfer-encoding': ___, ...passed } = answer.headers;
        res.writeHead(answer.status, passed);
        res.end(answer.body);
      })
      .catch(() => {
        // DynamoDB Local stopped or is restarting: the SDK sees a dropped call, as it would without the proxy.
        res.destroy();
      });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      const closed = new Promise((done) => server.close(done));
      server.closeAllConnections();
      agent.destroy();
      await closed;
    },
  };
}
