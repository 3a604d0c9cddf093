import { type Refusal, type RefusalReason, refuse } from "~/lib/refusal";

/** The SCIM 2.0 names a server speaks (RFC 7643, RFC 7644). */
export const SCIM_CONTENT_TYPE = "application/scim+json";
export const USER_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:User";
export const GROUP_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:Group";
const LIST_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:ListResponse";
export const PATCH_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
const ERROR_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:Error";

/** Most resources one list answers (ServiceProviderConfig filter.maxResults); a larger count is cut to this. */
export const MAX_SCIM_COUNT = 100;
/** Most operations one PATCH may carry, and most members one request may name. */
export const MAX_PATCH_OPERATIONS = 100;
export const MAX_MEMBERS_PER_REQUEST = 1_000;
/** A request body larger than this is refused (413) before it is parsed. */
export const MAX_SCIM_BODY_BYTES = 256 * 1024;

export type ScimType =
  | "invalidFilter"
  | "tooMany"
  | "uniqueness"
  | "mutability"
  | "invalidSyntax"
  | "invalidPath"
  | "noTarget"
  | "invalidValue"
  | "invalidVers";

/** A refusal that carries SCIM's scimType for the error body. */
export type ScimRefusal = Refusal & { scimType?: ScimType };

export function scimRefuse(reason: RefusalReason, detail: string, scimType?: ScimType): ScimRefusal {
  return { ...refuse(reason, detail), scimType };
}

/** SCIM's error body (RFC 7644 section 3.12): status is a string there. */
export function scimErrorBody(status: number, detail: string, scimType?: ScimType) {
  return { schemas: [ERROR_SCHEMA], status: String(status), ...(scimType ? { scimType } : {}), detail };
}

/** The ServiceProviderConfig (RFC 7643 section 5): what this server does and does not do. */
export function serviceProviderConfig(baseUrl: string) {
  return {
    schemas: ["urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig"],
    documentationUri: `${baseUrl.replace(/\/scim\/v2$/, "")}/`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_SCIM_COUNT },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: "oauthbearertoken",
        name: "Bearer token",
        description: "A company's SCIM token, made by an admin on the company's page in Campus.",
        primary: true,
      },
    ],
    meta: { resourceType: "ServiceProviderConfig", location: `${baseUrl}/ServiceProviderConfig` },
  };
}

function attribute(name: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    type: "string",
    multiValued: false,
    required: false,
    caseExact: false,
    mutability: "readWrite",
    returned: "default",
    uniqueness: "none",
    ...extra,
  };
}

const USER_SCHEMA_DOCUMENT = {
  id: USER_SCHEMA,
  name: "User",
  description: "A person of the company, with their Campus account",
  attributes: [
    attribute("userName", { required: true, uniqueness: "server" }),
    attribute("externalId", { caseExact: true }),
    {
      ...attribute("name", { type: "complex" }),
      subAttributes: [
        attribute("givenName"),
        attribute("familyName"),
        attribute("formatted", { mutability: "readOnly" }),
      ],
    },
    attribute("displayName"),
    {
      ...attribute("emails", { type: "complex", multiValued: true }),
      subAttributes: [attribute("value"), attribute("type"), attribute("primary", { type: "boolean" })],
    },
    attribute("active", { type: "boolean" }),
  ],
};

const GROUP_SCHEMA_DOCUMENT = {
  id: GROUP_SCHEMA,
  name: "Group",
  description: "A group of the company's people; a training manager maps it to courses and paths",
  attributes: [
    attribute("displayName", { required: true, uniqueness: "server" }),
    attribute("externalId", { caseExact: true }),
    {
      ...attribute("members", { type: "complex", multiValued: true }),
      subAttributes: [
        attribute("value", { mutability: "immutable" }),
        attribute("display", { mutability: "readOnly" }),
        attribute("$ref", { type: "reference", mutability: "immutable", referenceTypes: ["User"] }),
      ],
    },
  ],
};

export function schemasList(baseUrl: string) {
  const resources = [USER_SCHEMA_DOCUMENT, GROUP_SCHEMA_DOCUMENT].map((schema) => ({
    schemas: ["urn:ietf:params:scim:schemas:core:2.0:Schema"],
    ...schema,
    meta: { resourceType: "Schema", location: `${baseUrl}/Schemas/${schema.id}` },
  }));
  return resources;
}

export function resourceTypesList(baseUrl: string) {
  return [
    { id: "User", name: "User", endpoint: "/Users", schema: USER_SCHEMA },
    { id: "Group", name: "Group", endpoint: "/Groups", schema: GROUP_SCHEMA },
  ].map((type) => ({
    schemas: ["urn:ietf:params:scim:schemas:core:2.0:ResourceType"],
    ...type,
    description: `The company's ${type.name.toLowerCase()}s`,
    meta: { resourceType: "ResourceType", location: `${baseUrl}/ResourceTypes/${type.id}` },
  }));
}

export function listResponse(resources: unknown[], totalResults: number, startIndex: number) {
  return { schemas: [LIST_SCHEMA], totalResults, startIndex, itemsPerPage: resources.length, Resources: resources };
}

/** The attributes a filter on Users may name (lower-cased path → canonical name). */
export const USER_FILTER_ATTRIBUTES: ReadonlyMap<string, string> = new Map([
  ["id", "id"],
  ["username", "userName"],
  ["externalid", "externalId"],
  ["displayname", "displayName"],
  ["emails.value", "emails.value"],
  ["emails", "emails.value"],
  ["active", "active"],
  ["name.givenname", "name.givenName"],
  ["name.familyname", "name.familyName"],
]);

export const GROUP_FILTER_ATTRIBUTES: ReadonlyMap<string, string> = new Map([
  ["id", "id"],
  ["displayname", "displayName"],
  ["externalid", "externalId"],
]);

/** "True", "false", true: the ways providers send a boolean (Entra ID sends "False" as a string). */
export function scimBoolean(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (typeof value === "string" && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === "true";
  return null;
}

/** A string of at most `max` characters, trimmed; null when it is not a string or too long. */
export function boundedString(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed.length <= max ? trimmed : null;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
