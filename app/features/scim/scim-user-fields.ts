import {
  boundedString,
  isPlainObject,
  MAX_PATCH_OPERATIONS,
  PATCH_SCHEMA,
  type ScimRefusal,
  scimBoolean,
  scimRefuse,
} from "./scim-protocol";

/**
 * What Campus keeps of a SCIM User, and how a POST, PUT or PATCH body becomes it (pure, so it is
 * tested without a database). Attributes Campus does not keep (titles, addresses, phone numbers, the
 * enterprise extension) are ignored rather than refused: Entra ID and Okta send them with every user
 * and would stop provisioning on an error (decision 0102-scim-provisioning).
 */
export interface ScimUserFields {
  userName: string;
  externalId: string | null;
  givenName: string;
  familyName: string;
  displayName: string;
  email: string;
  active: boolean;
}

const MAX_USER_NAME = 256;
const MAX_NAME = 100;
const MAX_EMAIL = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Result = { ok: true; fields: ScimUserFields } | ScimRefusal;

function invalid(
  detail: string,
  scimType: "invalidValue" | "invalidSyntax" | "invalidPath" | "noTarget" | "mutability" = "invalidValue",
) {
  return scimRefuse("invalid", detail, scimType);
}

/** The work address among `emails`: the primary one, else type "work", else the first. */
function emailFrom(emails: unknown): string | null | undefined {
  if (emails === undefined) return undefined;
  if (!Array.isArray(emails)) return null;
  const objects = emails.filter(isPlainObject);
  const chosen =
    objects.find((entry) => scimBoolean(entry.primary) === true) ??
    objects.find((entry) => entry.type === "work") ??
    objects[0];
  if (!chosen) return undefined;
  return boundedString(chosen.value, MAX_EMAIL);
}

/** Sets one attribute named by a lower-cased path; false when Campus does not keep it. */
function setAttribute(fields: ScimUserFields, path: string, value: unknown): Result | "ignored" | "set" {
  const text = (max: number) => boundedString(value, max);
  switch (path) {
    case "username": {
      const userName = text(MAX_USER_NAME);
      if (!userName) return invalid(`userName must be a string of 1 to ${MAX_USER_NAME} characters.`);
      fields.userName = userName;
      return "set";
    }
    case "externalid": {
      if (value === null) fields.externalId = null;
      else {
        const externalId = text(MAX_USER_NAME);
        if (externalId === null) return invalid(`externalId must be a string of at most ${MAX_USER_NAME} characters.`);
        fields.externalId = externalId || null;
      }
      return "set";
    }
    case "displayname":
    case "name.givenname":
    case "name.familyname": {
      const name = value === null ? "" : text(MAX_NAME);
      if (name === null) return invalid(`${path} must be a string of at most ${MAX_NAME} characters.`);
      if (path === "displayname") fields.displayName = name;
      else if (path === "name.givenname") fields.givenName = name;
      else fields.familyName = name;
      return "set";
    }
    case "name": {
      if (!isPlainObject(value)) return invalid("name must be an object.");
      for (const [key, inner] of Object.entries(value)) {
        const lower = key.toLowerCase();
        if (lower !== "givenname" && lower !== "familyname") continue;
        const set = setAttribute(fields, `name.${lower}`, inner);
        if (typeof set !== "string") return set;
      }
      return "set";
    }
    case "emails":
    case "emails.value":
    case 'emails[type eq "work"].value': {
      const email = path === "emails" ? emailFrom(value) : text(MAX_EMAIL);
      if (email === undefined) return "ignored";
      if (!email || !EMAIL.test(email)) return invalid("The work email must be an email address.");
      fields.email = email.toLowerCase();
      return "set";
    }
    case "active": {
      const active = scimBoolean(value);
      if (active === null) return invalid("active must be true or false.");
      fields.active = active;
      return "set";
    }
    default:
      return "ignored";
  }
}

/** A path as providers write it, lower-cased, without the User schema's URN and with spaces in a filter kept single. */
function normalisedPath(path: string): string {
  return path
    .trim()
    .toLowerCase()
    .replace(/^urn:ietf:params:scim:schemas:core:2\.0:user:/, "")
    .replace(/\s+/g, " ")
    .replace(/\[ ?type eq "work" ?\]/, '[type eq "work"]');
}

/** A POST or PUT body: userName required, the work email from emails (or a userName that is an address). */
export function userFieldsFromResource(body: unknown): Result {
  if (!isPlainObject(body)) return invalid("The body must be a JSON object.", "invalidSyntax");
  const fields: ScimUserFields = {
    userName: "",
    externalId: null,
    givenName: "",
    familyName: "",
    displayName: "",
    email: "",
    active: true,
  };
  for (const [key, value] of Object.entries(body)) {
    const path = normalisedPath(key);
    if (path === "schemas" || path === "id" || path === "meta" || value === undefined) continue;
    const set = setAttribute(fields, path, value);
    if (typeof set !== "string") return set;
  }
  if (!fields.userName) return invalid("userName is required.");
  if (!fields.email) {
    if (!EMAIL.test(fields.userName))
      return invalid("A work email is required (in emails, or a userName that is an email address).");
    fields.email = fields.userName.toLowerCase();
  }
  return { ok: true, fields };
}

/**
 * RFC 7644 section 3.5.2 as Entra ID and Okta send it: op "add"/"replace"/"remove" in any case,
 * with a path, or without one and a value object whose keys are paths ("name.givenName",
 * "emails[type eq \"work\"].value"); active as a boolean or "False".
 */
export function applyUserPatch(current: ScimUserFields, body: unknown): Result {
  const operations = patchOperations(body);
  if (!Array.isArray(operations)) return operations;
  const fields = { ...current };
  for (const operation of operations) {
    if (operation.op === "remove") {
      if (!operation.path) return invalid("A remove operation needs a path.", "noTarget");
      const path = normalisedPath(operation.path);
      if (path === "username" || path === "emails" || path.startsWith("emails")) {
        return invalid(`${operation.path} is required and cannot be removed.`, "mutability");
      }
      const set = setAttribute(fields, path, path === "active" ? false : null);
      if (typeof set !== "string") return set;
      continue;
    }
    if (operation.path) {
      const set = setAttribute(fields, normalisedPath(operation.path), operation.value);
      if (typeof set !== "string") return set;
      continue;
    }
    if (!isPlainObject(operation.value))
      return invalid("An operation without a path needs an object value.", "invalidSyntax");
    for (const [key, value] of Object.entries(operation.value)) {
      const set = setAttribute(fields, normalisedPath(key), value);
      if (typeof set !== "string") return set;
    }
  }
  return { ok: true, fields };
}

export interface PatchOperation {
  op: "add" | "replace" | "remove";
  path: string | null;
  value: unknown;
}

/** The operations of a PatchOp body, checked for shape (op, path), or a refusal. */
export function patchOperations(body: unknown): PatchOperation[] | ScimRefusal {
  if (!isPlainObject(body)) return invalid("The body must be a JSON object.", "invalidSyntax");
  if (Array.isArray(body.schemas) && !body.schemas.includes(PATCH_SCHEMA)) {
    return invalid(`A PATCH body's schemas must include ${PATCH_SCHEMA}.`, "invalidSyntax");
  }
  const raw = body.Operations ?? body.operations;
  if (!Array.isArray(raw) || raw.length === 0) return invalid("Operations must be a non-empty array.", "invalidSyntax");
  if (raw.length > MAX_PATCH_OPERATIONS) {
    return invalid(`A PATCH may carry at most ${MAX_PATCH_OPERATIONS} operations.`, "invalidSyntax");
  }
  const operations: PatchOperation[] = [];
  for (const entry of raw) {
    if (!isPlainObject(entry) || typeof entry.op !== "string")
      return invalid("Each operation needs an op.", "invalidSyntax");
    const op = entry.op.toLowerCase();
    if (op !== "add" && op !== "replace" && op !== "remove") {
      return invalid(`The op "${entry.op.slice(0, 20)}" is not add, replace or remove.`, "invalidSyntax");
    }
    if (entry.path !== undefined && (typeof entry.path !== "string" || entry.path.length > 500)) {
      return invalid("path must be a string of at most 500 characters.", "invalidPath");
    }
    operations.push({
      op,
      path: typeof entry.path === "string" && entry.path.trim() ? entry.path : null,
      value: entry.value,
    });
  }
  return operations;
}
