import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import * as m from "./messages";

/**
 * What a webhook may be sent to (docs/decisions/0047-webhooks.md). Campus posts to addresses an
 * admin types in, so without a check an endpoint could reach the database, a cloud metadata service
 * or another machine on the private network (SSRF). Checked when the endpoint is saved and again
 * for every delivery, after DNS resolution, connecting to the very address that was checked (a
 * name that resolves differently the second time cannot slip through).
 */
export interface UrlPolicy {
  /** WEBHOOKS_ALLOW_LOCALHOST: tests and development may use http and https on 127.0.0.1, ::1 or localhost. */
  allowLocalhost: boolean;
}

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** The 16 bytes of a textual IPv6 address (one isIP already accepted), or null. */
function ipv6Bytes(address: string): number[] | null {
  // A zone ("%eth0") names the interface, not the address.
  let text = address.split("%")[0].toLowerCase();
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    if (isIP(dotted[1]) !== 4) return null;
    const [a, b, c, d] = dotted[1].split(".").map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (part: string) => (part === "" ? [] : part.split(":"));
  const head = groupsOf(halves[0]);
  const tail = halves.length === 2 ? groupsOf(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const bytes: number[] = [];
  for (const group of [...head, ...Array<string>(missing).fill("0"), ...tail]) {
    if (!/^[0-9a-f]{1,4}$/.test(group)) return null;
    const value = Number.parseInt(group, 16);
    bytes.push(value >> 8, value & 255);
  }
  return bytes;
}

/**
 * The 96-bit prefixes under which an IPv6 address is an IPv4 address in disguise: IPv4-compatible
 * (::a.b.c.d, which also holds :: and ::1), IPv4-mapped (::ffff:a.b.c.d, which the operating system
 * connects to over IPv4) and IPv4-translated (::ffff:0:a.b.c.d). NAT64 (64:ff9b::/96) is refused as
 * a whole in the list above. The URL parser writes them in hex ([::127.0.0.1] is [::7f00:1]), so
 * they are compared as bytes, not as text.
 */
const IPV4_EMBEDDING_PREFIXES = [
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff],
  [0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0, 0],
];

/** An IPv4 address written inside IPv6 (::ffff:10.0.0.1, ::10.0.0.1, ::ffff:0:a00:1) is judged as the IPv4 address. */
function embeddedIpv4(address: string): string | null {
  const bytes = ipv6Bytes(address);
  if (!bytes) return null;
  const isEmbedded = IPV4_EMBEDDING_PREFIXES.some((prefix) => prefix.every((byte, index) => bytes[index] === byte));
  return isEmbedded ? bytes.slice(12).join(".") : null;
}

function isLoopback(address: string): boolean {
  if (isIP(address) === 6 && loopback.check(address, "ipv6")) return true;
  const ipv4 = isIP(address) === 6 ? embeddedIpv4(address) : address;
  return ipv4 !== null && isIP(ipv4) === 4 && loopback.check(ipv4, "ipv4");
}

/** True for an address Campus never posts to: private, loopback, link-local, multicast, reserved. */
export function isForbiddenAddress(address: string, policy: UrlPolicy): boolean {
  if (policy.allowLocalhost && isLoopback(address)) return false;
  const version = isIP(address);
  if (version === 4) return blocked.check(address, "ipv4");
  if (version === 6) {
    const ipv4 = embeddedIpv4(address);
    if (ipv4) return blocked.check(ipv4, "ipv4");
    return blocked.check(address, "ipv6");
  }
  return true;
}

function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "");
}

function isLocalName(host: string): boolean {
  const lower = host.toLowerCase();
  return lower === "localhost" || lower.endsWith(".localhost");
}

/** The URL's form: https (or http to a local address when allowed), no user name or password in it. */
export function checkUrlForm(value: string, policy: UrlPolicy): { url: URL } | { message: string } {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { message: m.enterTheEndpointSFull() };
  }
  if (url.username || url.password) return { message: m.leaveTheUserNameAnd() };
  const host = bareHost(url);
  const local = isLocalName(host) || (isIP(host) !== 0 && isLoopback(host));
  if (url.protocol === "http:" && !(policy.allowLocalhost && local)) {
    return { message: m.theAddressMustStartWith() };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return { message: m.theAddressMustStartWith() };
  }
  if (isLocalName(host) && !policy.allowLocalhost) {
    return { message: m.campusDoesNotSendWebhooks() };
  }
  if (isIP(host) && isForbiddenAddress(host, policy)) {
    return { message: m.campusDoesNotSendWebhooks2() };
  }
  return { url };
}

export type ResolvedAddress = { address: string; family: 4 | 6 };

/**
 * The addresses the URL's host stands for, every one allowed, or why not. A literal address is
 * itself; `localhost` (when allowed) is the loopback address.
 */
export async function resolveAllowedAddress(
  url: URL,
  policy: UrlPolicy,
): Promise<{ address: ResolvedAddress } | { message: string }> {
  const host = bareHost(url);
  const version = isIP(host);
  let addresses: ResolvedAddress[];
  if (version) {
    addresses = [{ address: host, family: version as 4 | 6 }];
  } else if (isLocalName(host)) {
    if (!policy.allowLocalhost) return { message: m.campusDoesNotSendWebhooks() };
    addresses = [{ address: "127.0.0.1", family: 4 }];
  } else {
    try {
      const found = await dnsLookup(host, { all: true, verbatim: true });
      addresses = found.map((entry) => ({ address: entry.address, family: entry.family as 4 | 6 }));
    } catch {
      return { message: m.theHostNameCouldNot({ host }) };
    }
  }
  if (addresses.length === 0) return { message: m.theHostNameCouldNot({ host }) };
  // Every address the name has must be allowed: a name with one public and one private address
  // could be answered either way at connection time.
  if (addresses.some((entry) => isForbiddenAddress(entry.address, policy))) {
    return { message: m.isAPrivateLocalOr({ host }) };
  }
  return { address: addresses[0] };
}
