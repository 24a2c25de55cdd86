// What a per-address limit counts by. One IPv6 subscriber is given a whole /64 and can pick a new address
// in it for every request, so an IPv6 address counts by its /64; an IPv4 address (also one written as
// IPv6, ::ffff:a.b.c.d) counts by itself.

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(ip: string): number[] | undefined {
  const halves = ip.toLowerCase().split('::');
  if (halves.length > 2) return undefined;
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => Number.parseInt(group, 16));
}

/** The network a limit keys this address by: an IPv6 address's /64 ("2001:db8:1:2::/64"), else the address itself. */
export function addressNetwork(ip: string): string {
  const mapped = MAPPED_IPV4.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
