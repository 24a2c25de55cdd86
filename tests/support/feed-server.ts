import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for an OTA's calendar server on 127.0.0.1: each path answers what the test set, and a
// held path answers nothing until the server stops.

export type FeedAnswer = { body: string } | { status: number } | { redirect: string } | { hold: true };

export interface FeedServer {
  url(path: string): string;
  set(path: string, answer: FeedAnswer): void;
  stop(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, FeedAnswer>();
  const held: (() => void)[] = [];
  const server: Server = createServer((req, res) => {
    const answer = answers.get(req.url ?? '') ?? { status: 404 };
    if ('body' in answer) res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(answer.body);
    else if ('redirect' in answer) res.writeHead(302, { location: answer.redirect }).end();
    else if ('hold' in answer) held.push(() => res.end());
    else res.writeHead(answer.status).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path) => `${base}${path}`,
    set: (path, answer) => answers.set(path, answer),
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
