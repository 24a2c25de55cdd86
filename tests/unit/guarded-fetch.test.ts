import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FetchPolicy,
  FetchRefused,
  guardedFetch,
  isPublicAddress,
  PRODUCTION_POLICY,
  policyFromEnvironment,
} from '../../functions/src/calendar-sync/guarded-fetch';

// The feed fetcher's guard against reaching inside our network (SSRF), against a local server on 127.0.0.1.

const FEED = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
let server: Server;
let base: string;
const held: ((value?: unknown) => void)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const go = (location: string) => res.writeHead(302, { location }).end();
    if (req.url === '/feed') res.writeHead(200, { 'content-type': 'text/calendar' }).end(FEED);
    else if (req.url === '/to-feed') go('/feed');
    else if (req.url === '/to-private') go('http://10.0.0.1/feed');
    else if (req.url === '/to-metadata') go('http://169.254.169.254/latest/meta-data/');
    else if (req.url === '/to-mapped') go('http://[::ffff:192.168.1.1]/feed');
    else if (req.url === '/loop') go('/loop');
    else if (req.url === '/big') res.writeHead(200).end('x'.repeat(2 * 1024 * 1024));
    else if (req.url === '/big-chunked') {
      res.writeHead(200);
      for (let i = 0; i < 40; i += 1) res.write('x'.repeat(64 * 1024));
      res.end();
    } else if (req.url === '/slow') held.push(() => res.end(FEED));
    else res.writeHead(500).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const release of held) release();
  await new Promise((done) => server.close(done));
});

/** The local test stack's policy: production's, plus http to 127.0.0.1 only. */
const TEST_POLICY: FetchPolicy = { ...PRODUCTION_POLICY, schemes: ['https:', 'http:'], allowAddresses: ['127.0.0.1'], timeoutMs: 500 };

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FetchRefused);
  return (error as FetchRefused).reason;
}

describe('which addresses are public', () => {
  it.each([
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['100.64.0.1', false],
    ['169.254.169.254', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00:ec2::254', false],
    ['fc00::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:8.8.8.8', true],
    ['::ffff:7f00:1', false],
    ['not-an-address', false],
    // IPv6 transition forms, which reach IPv4 (or anything) through a relay: refused whole.
    ['::127.0.0.1', false],
    ['::7f00:1', false],
    ['::a00:1', false],
    ['2002:c0a8:101::1', false],
    ['2002:808:808::1', false],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false],
    ['64:ff9b:1::a00:1', false],
    ['fec0::1', false],
    ['192.88.99.1', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('the production policy', () => {
  it('is the default: only the test flag opens 127.0.0.1, and only over that exact address', () => {
    expect(policyFromEnvironment({})).toBe(PRODUCTION_POLICY);
    expect(policyFromEnvironment({ ICAL_FETCH_ALLOW_LOOPBACK: 'yes' })).toBe(PRODUCTION_POLICY);
    expect(policyFromEnvironment({ ICAL_FETCH_ALLOW_LOOPBACK: 'true' }).allowAddresses).toEqual(['127.0.0.1']);
    expect(PRODUCTION_POLICY).toMatchObject({ schemes: ['https:'], allowAddresses: [], maxBytes: 1024 * 1024, timeoutMs: 10_000 });
  });

  it('refuses http, private literals, credentials, and names that resolve inside the network, before connecting', async () => {
    const resolveTo = (addresses: string[]) => async () => addresses;
    expect(await refusal(guardedFetch(`${base}/feed`, PRODUCTION_POLICY))).toBe('scheme');
    for (const url of ['https://127.0.0.1/feed', 'https://[::1]/feed', 'https://169.254.169.254/', 'https://[fd00:ec2::254]/'])
      expect(await refusal(guardedFetch(url, PRODUCTION_POLICY))).toBe('address');
    expect(await refusal(guardedFetch('https://user:pw@example.com/feed', PRODUCTION_POLICY))).toBe('address');
    expect(await refusal(guardedFetch('https://feeds.example.com/a.ics', PRODUCTION_POLICY, resolveTo(['10.0.0.5'])))).toBe('address');
    // One private answer among public ones is enough to refuse: the connection could be steered to it.
    expect(await refusal(guardedFetch('https://feeds.example.com/a.ics', PRODUCTION_POLICY, resolveTo(['8.8.8.8', '192.168.0.2'])))).toBe(
      'address',
    );
    const missing = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await refusal(guardedFetch('https://nowhere.example/a.ics', PRODUCTION_POLICY, missing))).toBe('network');
  });
});

describe('fetching under the test policy', () => {
  it('reads a feed, and follows a redirect that stays allowed', async () => {
    expect(await guardedFetch(`${base}/feed`, TEST_POLICY)).toBe(FEED);
    expect(await guardedFetch(`${base}/to-feed`, TEST_POLICY)).toBe(FEED);
  });

  it('refuses a redirect to a private or metadata address', async () => {
    expect(await refusal(guardedFetch(`${base}/to-private`, TEST_POLICY))).toBe('address');
    expect(await refusal(guardedFetch(`${base}/to-metadata`, TEST_POLICY))).toBe('address');
    expect(await refusal(guardedFetch(`${base}/to-mapped`, TEST_POLICY))).toBe('address');
  });

  it('bounds redirects, size and time, and names an error status', async () => {
    expect(await refusal(guardedFetch(`${base}/loop`, TEST_POLICY))).toBe('redirects');
    expect(await refusal(guardedFetch(`${base}/big`, TEST_POLICY))).toBe('size');
    expect(await refusal(guardedFetch(`${base}/big-chunked`, TEST_POLICY))).toBe('size');
    expect(await refusal(guardedFetch(`${base}/slow`, TEST_POLICY))).toBe('timeout');
    expect(await refusal(guardedFetch(`${base}/missing`, TEST_POLICY))).toBe('status');
  });
});

describe('sockets of refused answers', () => {
  let holder: Server;
  let holderBase: string;
  const closed = new Map<string, Promise<void>>();
  const endless = (res: import('node:http').ServerResponse) => res.write('x'.repeat(1024));

  beforeAll(async () => {
    holder = createServer((req, res) => {
      // Each answer starts and never ends: only the fetcher closing its socket ends it.
      closed.set(req.url ?? '', new Promise((done) => req.socket.once('close', () => done())));
      if (req.url === '/declared-huge') res.writeHead(200, { 'content-length': String(50 * 1024 * 1024) });
      else if (req.url === '/redirect-private') res.writeHead(302, { location: 'http://10.0.0.1/feed', 'content-length': '100000' });
      else if (req.url === '/error-status') res.writeHead(500, { 'content-length': '100000' });
      else if (req.url === '/web-page') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      else res.writeHead(200);
      endless(res);
    });
    await new Promise<void>((done) => holder.listen(0, '127.0.0.1', done));
    holderBase = `http://127.0.0.1:${(holder.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    holder.closeAllConnections();
    await new Promise((done) => holder.close(done));
  });

  it.each([
    ['/declared-huge', 'size'],
    ['/redirect-private', 'address'],
    ['/error-status', 'status'],
    ['/web-page', 'type'],
    ['/too-slow', 'timeout'],
  ])('%s: refused (%s), and its socket is closed at once', async (path, reason) => {
    expect(await refusal(guardedFetch(`${holderBase}${path}`, { ...TEST_POLICY, timeoutMs: 300 }))).toBe(reason);
    // Waits for the server to see its socket close: the test's own time limit is the bound.
    await closed.get(path);
  });
});
