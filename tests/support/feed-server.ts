import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for an OTA's calendar server on 127.0.0.1: each path answers what the test set, a held path
// answers nothing until the server stops, and a hanging path sends its head and a first line, then never
// ends. The server counts each path's sockets still open, so a test can see the fetcher close them.

export type FeedAnswer =
  | { body: string }
  | { status: number }
  | { redirect: string }
  | { hold: true }
  | { hang: { status?: number; headers: Record<string, string> } };

export interface FeedServer {
  url(path: string): string;
  set(path: string, answer: FeedAnswer): void;
  /** Requests made to a path so far, and how many of their sockets are still open. */
  sockets(path: string): { requests: number; open: number };
  stop(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, FeedAnswer>();
  const counts = new Map<string, { requests: number; open: number }>();
  const held: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '';
    const count = counts.get(path) ?? { requests: 0, open: 0 };
    counts.set(path, count);
    count.requests += 1;
    count.open += 1;
    req.socket.once('close', () => {
      count.open -= 1;
    });
    const answer = answers.get(path) ?? { status: 404 };
    if ('body' in answer) res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(answer.body);
    else if ('redirect' in answer) res.writeHead(302, { location: answer.redirect }).end();
    else if ('hold' in answer) held.push(() => res.end());
    else if ('hang' in answer) res.writeHead(answer.hang.status ?? 200, answer.hang.headers).write('BEGIN:VCALENDAR\r\n');
    else res.writeHead(answer.status).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path) => `${base}${path}`,
    set: (path, answer) => answers.set(path, answer),
    sockets: (path) => ({ ...(counts.get(path) ?? { requests: 0, open: 0 }) }),
    async stop() {
      for (const release of held) release();
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}

/** An OTA-style feed: one all-day event per stay, with its UID. */
export function otaFeed(events: { uid: string; checkIn: string; checkOut: string }[]): string {
  const date = (value: string) => value.replaceAll('-', '');
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test OTA//EN'];
  for (const event of events)
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${date(event.checkIn)}`,
      `DTEND;VALUE=DATE:${date(event.checkOut)}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    );
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
