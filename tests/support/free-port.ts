import { createServer } from 'node:net';

/** A port nothing listens on right now, on 127.0.0.1: the system picks it, so parallel runs do not collide. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
