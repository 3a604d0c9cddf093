/**
 * Agents: an actor's inverse functional identifier (exactly one of mbox, mbox_sha1sum, openid,
 * account) as one string, so statements and documents are found by who they are about.
 */
interface XapiAccount {
  homePage: string;
  name: string;
}

export interface XapiAgent {
  objectType?: "Agent";
  name?: string;
  mbox?: string;
  mbox_sha1sum?: string;
  openid?: string;
  account?: XapiAccount;
}

const IFI_NAMES = ["mbox", "mbox_sha1sum", "openid", "account"] as const;

/** The IFI properties the value has (an agent must have exactly one). */
export function ifiNamesOf(value: Record<string, unknown>): string[] {
  return IFI_NAMES.filter((name) => value[name] !== undefined);
}

/** The one-string key of an agent or identified group, or null when it has no single IFI. */
export function agentKey(value: unknown): string | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const agent = value as Record<string, unknown>;
  const names = ifiNamesOf(agent);
  if (names.length !== 1) return null;
  const name = names[0];
  if (name === "account") {
    const account = agent.account as Record<string, unknown> | null;
    if (!account || typeof account.homePage !== "string" || typeof account.name !== "string") return null;
    return `account:${account.homePage}|${account.name}`;
  }
  const ifi = agent[name];
  return typeof ifi === "string" ? `${name}:${name === "mbox" ? ifi.toLowerCase() : ifi}` : null;
}

/**
 * A Campus account as an xAPI agent: the site's origin and the user id, never an email address, so
 * no personal address is written into a statement (decision 0098-lrs).
 */
export function campusAgent(homePage: string, userId: string): XapiAgent {
  return { objectType: "Agent", account: { homePage, name: userId } };
}

/** The Campus user an agent key names, when it is an account on this site. */
export function campusUserIdOf(key: string, homePage: string): string | null {
  const prefix = `account:${homePage}|`;
  return key.startsWith(prefix) ? key.slice(prefix.length) : null;
}
