import { type Message, type MessageId, type MessageValues, message } from '@hostel/shared/i18n/message';
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

// Fetching a feed URL a user typed, from inside our network: the server-side request forgery guard. The
// host is resolved here and every address it has must be public; the connection then goes to the checked
// address (the name kept for TLS and Host), so a second lookup cannot swap it. Each redirect is checked the
// same way; redirects, size and time are bounded. The policy is configuration: the production one is the
// default, and only the local test stack opens 127.0.0.1 (its feed server) over http.

export interface FetchPolicy {
  schemes: readonly ('https:' | 'http:')[];
  /** Addresses allowed though not public: the local test server's, never in AWS. */
  allowAddresses: readonly string[];
  maxRedirects: number;
  maxBytes: number;
  timeoutMs: number;
}

export const PRODUCTION_POLICY: FetchPolicy = {
  schemes: ['https:'],
  allowAddresses: [],
  maxRedirects: 3,
  maxBytes: 1024 * 1024,
  timeoutMs: 10_000,
};

/**
 * The policy of this process: production's, unless the local test stack set ICAL_FETCH_ALLOW_LOOPBACK (its
 * feed server on 127.0.0.1, over http), which may also shorten the time limit (ICAL_FETCH_TIMEOUT_MS).
 */
export function policyFromEnvironment(env: NodeJS.ProcessEnv = process.env): FetchPolicy {
  if (env.ICAL_FETCH_ALLOW_LOOPBACK !== 'true') return PRODUCTION_POLICY;
  const timeoutMs = Number(env.ICAL_FETCH_TIMEOUT_MS);
  return {
    ...PRODUCTION_POLICY,
    schemes: ['https:', 'http:'],
    allowAddresses: ['127.0.0.1'],
    ...(Number.isInteger(timeoutMs) && timeoutMs > 0 ? { timeoutMs } : {}),
  };
}

export type RefusalReason = 'scheme' | 'address' | 'redirects' | 'size' | 'timeout' | 'status' | 'type' | 'network';

/** Why a feed could not be read; `reason` for the code, `said` for the owner (stored with the feed). */
export class FetchRefused extends Error {
  readonly said: Message;

  constructor(
    readonly reason: RefusalReason,
    id: MessageId,
    values?: MessageValues,
  ) {
    super(id);
    this.said = message(id, values);
    this.name = 'FetchRefused';
  }
}

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, with the cloud metadata address 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24], // 6to4 relay anycast: a relay may forward anywhere
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible (::127.0.0.1)
  ['64:ff9b::', 96], // NAT64 reaches IPv4 addresses
  ['64:ff9b:1::', 48], // local-use NAT64
  ['2001::', 32], // Teredo tunnels to an IPv4 address
  ['2002::', 16], // 6to4 embeds an IPv4 address, private ones too
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique-local, with AWS's fd00:ec2::254 metadata address
  ['fe80::', 10],
  ['fec0::', 10], // site-local, deprecated but still routed inside some networks
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** True for an address on the public internet: not private, loopback, link-local, unique-local, metadata or reserved. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isPublicAddress(mapped[1]!);
    // An IPv4-mapped address written in hex (::ffff:7f00:1) is refused whole.
    if (/^::ffff:/i.test(address)) return false;
    return !blocked.check(address, 'ipv6');
  }
  return !blocked.check(address, 'ipv4');
}

export type Resolver = (hostname: string) => Promise<string[]>;

const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

async function checkedAddress(url: URL, policy: FetchPolicy, resolve: Resolver): Promise<string> {
  if (!policy.schemes.includes(url.protocol as 'https:')) throw new FetchRefused('scheme', 'calendar.feedAddressStartHttps');
  if (url.username || url.password) throw new FetchRefused('address', 'calendar.feedAddressNotHold');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    throw new FetchRefused('network', 'calendar.feedSHostHost', { host });
  }
  const allowed = (address: string) => policy.allowAddresses.includes(address) || isPublicAddress(address);
  // Every address must pass: a name that also points inside our network is refused whole.
  if (addresses.length === 0 || !addresses.every(allowed)) throw new FetchRefused('address', 'calendar.feedAddressPointsPrivate');
  return addresses[0]!;
}

function get(url: URL, address: string, signal: AbortSignal): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const request = send({
      host: address,
      port: url.port || (url.protocol === 'https:' ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      // No pooled sockets: a feed is one request, and a refused answer's socket must close with it.
      agent: false,
      // TLS checks the certificate against the name, not the address connected to.
      ...(isIP(host) ? {} : { servername: host }),
      headers: { host: url.host, accept: 'text/calendar, */*;q=0.5', 'user-agent': 'HostelReservations-iCal/1.0' },
      signal,
    });
    request.once('response', done);
    request.once('error', fail);
    request.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new FetchRefused('size', 'calendar.feedLargerMaxBytes', { max: maxBytes });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw new FetchRefused('size', 'calendar.feedLargerMaxBytes', { max: maxBytes });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads a feed's text under the policy, following at most `maxRedirects` checked redirects. */
export async function guardedFetch(address: string, policy: FetchPolicy, resolve: Resolver = systemResolver): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), policy.timeoutMs);
  let response: IncomingMessage | undefined;
  try {
    let url = new URL(address);
    for (let redirects = 0; ; redirects += 1) {
      const target = await checkedAddress(url, policy, resolve);
      response = await get(url, target, controller.signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        // A redirect's body is never read: its socket closes now, not when the server ends it.
        response.destroy();
        if (redirects >= policy.maxRedirects)
          throw new FetchRefused('redirects', 'calendar.feedRedirectsMoreMax', { max: policy.maxRedirects });
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status < 200 || status >= 300) throw new FetchRefused('status', 'calendar.feedAnsweredHttpStatus', { status });
      // A web page (a sign-in or an expired link) is no calendar: refused before its body is read.
      if (/^\s*text\/html\b/i.test(response.headers['content-type'] ?? '')) throw new FetchRefused('type', 'calendar.feedAnsweredWebPage');
      return await readBody(response, policy.maxBytes);
    }
  } catch (error) {
    // Whatever was refused or abandoned, its socket closes with it: a declared 50 MB stays open otherwise.
    response?.destroy();
    if (error instanceof FetchRefused) throw error;
    if (controller.signal.aborted) throw new FetchRefused('timeout', 'calendar.feedDidNotAnswer', { seconds: policy.timeoutMs / 1000 });
    throw new FetchRefused('network', 'calendar.feedCouldNotRead', { reason: (error as Error).message });
  } finally {
    clearTimeout(timer);
  }
}
