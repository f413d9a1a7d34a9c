// Where a webhook may post (SSRF): a subscription must not make the server call into its own
// network — loopback, private, link-local (cloud metadata at 169.254.169.254), unique-local or
// unspecified addresses — unless the operator allows it (WEBHOOK_ALLOW_PRIVATE=1). The host is
// resolved when the subscription is made and again before every delivery, so a name that later
// points inside is refused then; the delivery then connects to the address that was checked.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const inside = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  inside.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  inside.addSubnet(net, bits, 'ipv6');

/** Whether an address is inside (an IPv4-mapped IPv6 address is checked as the IPv4 it is). */
export function isInside(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return inside.check(mapped[1], 'ipv4');
  return inside.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** The addresses a webhook's URL reaches, or why it may not be used. */
export async function targetOf(url: string, allowPrivate: boolean): Promise<{ address: string; family: number } | { refused: string }> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { refused: 'URL is not a valid address' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { refused: 'URL must start with http:// or https://' };
  if (parsed.username || parsed.password) return { refused: 'URL must not hold a user name or password' };
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  } catch {
    return { refused: `URL's host ${host} cannot be found` };
  }
  if (!addresses.length) return { refused: `URL's host ${host} cannot be found` };
  // every address the name has: a name with one public and one inside address is refused
  if (!allowPrivate && addresses.some((a) => isInside(a.address)))
    return { refused: `URL's host ${host} is a private or local address, which webhooks may not call` };
  return addresses[0];
}
