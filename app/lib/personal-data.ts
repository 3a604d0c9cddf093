import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import type { DatabaseExecutor } from "~db/executor";

/**
 * The registry of personal data (decision 0067-erasure-registry): each feature that keeps a
 * person's data in its tables says how to erase it (and, where the person's download has it, how to
 * read it); app/server/personal-data-registry.server.ts lists them all, and the privacy feature's
 * erasure runs every one in one transaction. These are the shapes they share.
 */
export const REMOVED_NAME = "Personal details removed";

/** Who is erased: the account (if any) and every address they used, as the erasure found them. */
export interface PersonToErase {
  userId: string | null;
  /** Lower-cased addresses: the deletion request's and the account's. */
  emails: string[];
  /** The address erased records keep where a column cannot be empty (unique, not null). */
  placeholderEmail: string;
  /**
   * Other strings that identify the person (names, phone numbers, ID numbers, messages they wrote),
   * read from every owner before anything is erased: copies of the person's data held elsewhere
   * (mail, webhook payloads, stored API answers, the access log) are found and scrubbed by these and
   * by the addresses.
   */
  details: string[];
  /**
   * Single names (a first name, a surname) of the person: too common to look for, so a copy found by
   * the addresses or details above has a value that is exactly one of these replaced too.
   */
  nameParts: string[];
}

/** What an owner holds that identifies the person, read before anything is erased. */
export interface PersonDetails {
  /** Phone numbers, ID numbers, messages: looked for in copies. */
  texts?: readonly (string | null | undefined)[];
  /** Names as stored: a full name is looked for in copies; every name and its words are scrubbed. */
  names?: readonly (string | null | undefined)[];
}

export type PersonIdentity = Pick<PersonToErase, "userId" | "emails" | "placeholderEmail">;

/** The person with every owner's details: full names and texts to look for, single names to scrub. */
export function personWithDetails(identity: PersonIdentity, held: readonly PersonDetails[]): PersonToErase {
  const names = held.flatMap((each) => each.names ?? []).map((name) => (name ?? "").replace(/\s+/g, " ").trim());
  const fullNames = names.filter((name) => name.includes(" "));
  const parts = names.flatMap((name) => [name, ...name.split(" ")]).filter((part) => part.length >= 3);
  return {
    ...identity,
    details: searchableDetails([...held.flatMap((each) => each.texts ?? []), ...fullNames]),
    nameParts: [...new Set(parts.map((part) => part.toLowerCase()))].filter(
      (part) => part !== REMOVED_NAME.toLowerCase(),
    ),
  };
}

interface ErasureResult {
  /** Stored file names to delete once the transaction has committed. */
  storedNames?: string[];
}

export interface PersonalDataOwner {
  /** The feature (or shared module) that owns the tables. */
  owner: string;
  /** Every table that holds the person's data (or a reference to them) this owner answers for. */
  tables: readonly string[];
  /**
   * Tables of `tables` whose rows the person's download leaves out, each with the reason (a secret
   * such as a password hash, a copy of data another section shows, a counter). Every other table in
   * `tables` is shown by `personalDataOf`; tests/integration/popia-erasure-coverage.test.ts holds
   * owners to that.
   */
  notDownloaded?: Readonly<Record<string, string>>;
  /**
   * Columns ("table.column") that keep the person's details after an erasure because a law requires
   * the record kept (a tax invoice: five years, decision 0082-apiseed-retention), each with the law
   * and for how long. The erasure suite allows the person only in these columns, and nothing else.
   */
  keptAfterErasure?: Readonly<Record<string, string>>;
  /** Strings identifying the person in these tables (see PersonToErase.details); read before erasure. */
  detailsOf?: (db: DatabaseExecutor, person: PersonIdentity) => Promise<PersonDetails>;
  /** What the person's own download (data.json) shows of these tables, as named sections. */
  personalDataOf: (db: DatabaseExecutor, person: PersonIdentity) => Promise<Record<string, unknown>>;
  /** Files the download carries beside data.json (path in the ZIP → bytes), such as certificate PDFs. */
  personalFilesOf?: (db: DatabaseExecutor, person: PersonIdentity) => Promise<Record<string, Uint8Array>>;
  /** Removes or replaces the person's data in the tables; runs inside the erasure's transaction. */
  erasePersonalData: (db: DatabaseExecutor, person: PersonToErase) => Promise<ErasureResult | undefined>;
}

/** For owners whose tables the download leaves out altogether (each listed in `notDownloaded`). */
export async function nothingToDownload(): Promise<Record<string, unknown>> {
  return {};
}

/**
 * The person's rows: `userColumn` is their account id, or `emailColumn` (compared lower-cased) one
 * of their addresses; matches nothing when the person has neither.
 */
export function belongsToPerson<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: { userColumn?: string; emailColumn?: string },
  person: Pick<PersonIdentity, "userId" | "emails">,
): Expression<SqlBool> {
  const clauses: Expression<SqlBool>[] = [];
  if (columns.userColumn && person.userId) {
    clauses.push(sql<SqlBool>`${sql.ref(columns.userColumn)} = ${person.userId}`);
  }
  if (columns.emailColumn && person.emails.length > 0) {
    clauses.push(sql<SqlBool>`lower(${sql.ref(columns.emailColumn)}) in (${sql.join(person.emails)})`);
  }
  return clauses.length > 0 ? eb.or(clauses) : sql<SqlBool>`1 = 0`;
}

/** A stored JSON answer for the download: parsed, or the text as it is when it is not JSON. */
export function parsedJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

/** Details shorter than this are not looked for in copies: "Ann" would match other people's text. */
const MIN_DETAIL_LENGTH = 5;

/** The details worth looking for: trimmed, long enough, not already the removal marker, longest first. */
function searchableDetails(values: readonly (string | null | undefined)[]): string[] {
  const kept = new Set<string>();
  for (const value of values) {
    const text = (value ?? "").trim();
    if (text.length >= MIN_DETAIL_LENGTH && text !== REMOVED_NAME) kept.add(text);
  }
  return [...kept].sort((a, b) => b.length - a.length);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `lower(column) like '%marker%'` for any of the person's addresses or details, on SQLite and PostgreSQL. */
export function mentionsPerson<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly string[],
  person: PersonToErase,
): Expression<SqlBool> {
  const markers = [...person.emails, ...person.details].map((marker) => `%${escapeLike(marker.toLowerCase())}%`);
  if (markers.length === 0 || columns.length === 0) return sql<SqlBool>`1 = 0`;
  return eb.or(
    columns.flatMap((column) =>
      markers.map((marker) => sql<SqlBool>`lower(coalesce(${sql.ref(column)}, '')) like ${marker} escape '\\'`),
    ),
  );
}

function replaceInsensitive(text: string, needle: string, replacement: string): string {
  if (!needle) return text;
  const lower = text.toLowerCase();
  const target = needle.toLowerCase();
  let result = "";
  let from = 0;
  for (let at = lower.indexOf(target); at !== -1; at = lower.indexOf(target, from)) {
    result += text.slice(from, at) + replacement;
    from = at + target.length;
  }
  return result + text.slice(from);
}

/** The text with every address replaced by the placeholder and every detail by REMOVED_NAME. */
export function scrubText(text: string, person: PersonToErase): string {
  let result = text;
  for (const email of person.emails) result = replaceInsensitive(result, email, person.placeholderEmail);
  for (const detail of person.details) result = replaceInsensitive(result, detail, REMOVED_NAME);
  return result;
}

function scrubValue(value: unknown, person: PersonToErase): unknown {
  if (typeof value === "string") {
    if (person.nameParts.includes(value.trim().toLowerCase())) return REMOVED_NAME;
    return scrubText(value, person);
  }
  if (Array.isArray(value)) return value.map((each) => scrubValue(each, person));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, scrubValue(each, person)]));
  }
  return value;
}

/** A stored JSON document with the person scrubbed from every string in it (its shape kept). */
export function scrubJson(json: string, person: PersonToErase): string {
  try {
    return JSON.stringify(scrubValue(JSON.parse(json), person));
  } catch {
    return scrubText(json, person);
  }
}
