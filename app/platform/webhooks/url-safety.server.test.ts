import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkUrlForm, isForbiddenAddress, resolveAllowedAddress } from "./url-safety.server";

/**
 * An IPv4 address can be written inside IPv6 in several ways, and the URL parser rewrites each into
 * hex ([::127.0.0.1] becomes [::7f00:1]): the address check judges the IPv4 address inside, whatever
 * the spelling, so loopback and the private network stay out of reach (SSRF).
 */

const STRICT = { allowLocalhost: false };
const LOCAL = { allowLocalhost: true };

const FORBIDDEN = [
  "::127.0.0.1",
  "::7f00:1",
  "::ffff:0:127.0.0.1",
  "::ffff:0:7f00:1",
  "::ffff:127.0.0.1",
  "::ffff:7f00:1",
  "0:0:0:0:0:ffff:7f00:1",
  "0000:0000:0000:0000:0000:0000:7f00:0001",
  "0:0:0:0:ffff:0:7f00:1",
  "::FFFF:0:7F00:1",
  "::10.0.0.1",
  "::a00:1",
  "::ffff:0:10.0.0.1",
  "::ffff:0:a9fe:a9fe",
  "::ffff:169.254.169.254",
  "::192.168.1.1",
  "::ffff:0:c0a8:101",
  "::ac10:1",
  // NAT64, 6to4 and Teredo carry an IPv4 address too: refused as whole ranges.
  "64:ff9b::127.0.0.1",
  "64:ff9b:1::a00:1",
  "2002:7f00:1::1",
  "2002:a00:1::",
  "2001:0:4136:e378:8000:63bf:80ff:fffe",
  "64:ff9b::7f00:1",
  "::",
  "::1",
  "::0.0.0.0",
];

const ALLOWED = ["2606:4700::1111", "::ffff:8.8.8.8", "::ffff:808:808", "2a00:1450:4001:80b::200e", "93.184.215.14"];

describe("isForbiddenAddress with IPv4 inside IPv6", () => {
  it.each(FORBIDDEN)("refuses %s", (address) => {
    expect(isForbiddenAddress(address, STRICT)).toBe(true);
  });

  it.each(FORBIDDEN)("refuses https://[%s]/ when the endpoint is saved and when it is posted to", async (address) => {
    if (!address.includes(":")) return;
    const url = `https://[${address}]/hooks`;
    expect(checkUrlForm(url, STRICT)).toEqual({
      message: "Campus does not send webhooks to private, local or reserved network addresses.",
    });
    expect(await resolveAllowedAddress(new URL(url), STRICT)).toHaveProperty("message");
  });

  it.each(ALLOWED)("allows the public address %s", (address) => {
    expect(isForbiddenAddress(address, STRICT)).toBe(false);
  });

  it("opens only loopback to WEBHOOKS_ALLOW_LOCALHOST, in every spelling, never the private network", () => {
    for (const address of ["::1", "::127.0.0.1", "::ffff:7f00:1", "::ffff:0:7f00:1"])
      expect(isForbiddenAddress(address, LOCAL)).toBe(false);
    for (const address of ["::10.0.0.1", "::ffff:0:a00:1", "::ffff:192.168.1.1"])
      expect(isForbiddenAddress(address, LOCAL)).toBe(true);
  });
});

/** Loopback and private IPv4 addresses, as bytes. */
const privateIpv4 = fc.oneof(
  fc.tuple(fc.constant(127), fc.nat(255), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(10), fc.nat(255), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(192), fc.constant(168), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(169), fc.constant(254), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(100), fc.integer({ min: 64, max: 127 }), fc.nat(255), fc.nat(255)),
  fc.tuple(fc.constant(0), fc.nat(255), fc.nat(255), fc.nat(255)),
);

const hex = (high: number, low: number) => ((high << 8) | low).toString(16);

/** Every way to write `ipv4` inside IPv6: three prefixes, dotted or hex tail, compressed or written out, any case. */
const embedded = fc
  .record({
    ipv4: privateIpv4,
    prefix: fc.constantFrom(
      ["0", "0", "0", "0", "0", "0"],
      ["0", "0", "0", "0", "0", "ffff"],
      ["0", "0", "0", "0", "ffff", "0"],
    ),
    dotted: fc.boolean(),
    compressed: fc.boolean(),
    padded: fc.boolean(),
    upper: fc.boolean(),
  })
  .map(({ ipv4: [a, b, c, d], prefix, dotted, compressed, padded, upper }) => {
    const tail = dotted ? [`${a}.${b}.${c}.${d}`] : [hex(a, b), hex(c, d)];
    const groups = [...prefix, ...tail].map((group) =>
      padded && !group.includes(".") ? group.padStart(4, "0") : group,
    );
    let text = groups.join(":");
    if (compressed) {
      const firstNonZero = prefix.findIndex((group) => group !== "0");
      const zeros = firstNonZero === -1 ? prefix.length : firstNonZero;
      text = `::${groups.slice(zeros).join(":")}`;
    }
    return upper ? text.toUpperCase() : text;
  });

describe("every IPv6 embedding of a loopback or private IPv4 address", () => {
  it("is refused, as an address and as an endpoint URL", () => {
    fc.assert(
      fc.property(embedded, (address) => {
        expect(isForbiddenAddress(address, STRICT)).toBe(true);
        expect(checkUrlForm(`https://[${address}]/hooks`, STRICT)).toHaveProperty("message");
      }),
      { numRuns: 3000 },
    );
  });
});
