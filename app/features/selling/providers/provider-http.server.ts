import { BlockList, isIP } from "node:net";
import type { ProviderEnvironment } from "./provider";

/** A trimmed variable, or undefined when it is unset or blank. */
export function envText(env: ProviderEnvironment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** A provider's base URL from its variable, or the real default (tests point these at local fakes). */
export function envUrl(env: ProviderEnvironment, name: string, fallback: string): string {
  return (envText(env, name) ?? fallback).replace(/\/+$/, "");
}

const PROVIDER_TIMEOUT_MS = 15_000;

/**
 * One call to a provider's API. A provider that is down, slow or answers garbage is a refusal
 * with a sentence for the buyer, never an exception that would become a 500.
 */
export async function callProvider(
  url: string,
  init: RequestInit,
): Promise<{ ok: true; status: number; text: string } | { ok: false; detail: string }> {
  try {
    const response = await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    const text = await response.text();
    return { ok: true, status: response.status, text: text.slice(0, 100_000) };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A record's property as text, whatever JSON put there (numbers become their decimal text). */
export function textAt(value: unknown, ...path: string[]): string | undefined {
  let current = value;
  for (const key of path) {
    if (!current || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  if (typeof current === "string") return current;
  if (typeof current === "number" && Number.isFinite(current)) return String(current);
  return undefined;
}

/**
 * Whether an address is in a comma list of addresses and CIDR ranges ("41.74.179.192/27,127.0.0.1").
 * IPv4-mapped IPv6 addresses (::ffff:1.2.3.4, as a dual-stack socket reports them) count as IPv4.
 */
export function addressAllowed(address: string, allowList: string): boolean {
  const plain = address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
  const version = isIP(plain);
  if (!version) return false;
  const list = new BlockList();
  for (const item of allowList
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const [base, prefix] = item.split("/");
    const itemVersion = isIP(base ?? "");
    if (!itemVersion) continue;
    const type = itemVersion === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(base as string, type);
    else if (/^\d{1,3}$/.test(prefix)) list.addSubnet(base as string, Number(prefix), type);
  }
  return list.check(plain, version === 4 ? "ipv4" : "ipv6");
}
