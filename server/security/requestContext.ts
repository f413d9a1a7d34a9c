// The client address as people write it, for the security event log and the throttles' keys.
// The address travels explicitly: on the request's Principal (http/route.ts) or as an Actor's.

/** An address as people write it: an IPv4 client seen through an IPv6 socket (::ffff:1.2.3.4) as 1.2.3.4. */
export const plainAddress = (ip: string | undefined): string | null => ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') ?? null;
