import { agentKey, campusUserIdOf } from "~/platform/lrs/agents";
import {
  type DocumentScope,
  deleteDocuments,
  findDocument,
  listDocumentIds,
  writeDocument,
} from "~/platform/lrs/documents.server";
import { lrsHomePage } from "~/platform/lrs/lrs-settings.server";
import { isIri, isTimestamp, isUuid } from "~/platform/lrs/validate-statement";
import type { DatabaseExecutor } from "~db/executor";
import {
  jsonParameter,
  readXapiBody,
  unknownParameter,
  versionProblem,
  xapiCaller,
  xapiJson,
  xapiProblem,
  xapiRefusal,
} from "./xapi-http.server";

/**
 * The state (activities/state) and agent profile (agents/profile) resources: the same document
 * rules over two key shapes. A launched unit reaches only its own actor's documents, of its own
 * registration and activity tree; staff sessions may read.
 */
export type DocumentResource = "state" | "agent-profile";

const PARAMETERS: Record<DocumentResource, readonly string[]> = {
  state: ["activityId", "agent", "registration", "stateId", "since"],
  "agent-profile": ["agent", "profileId", "since"],
};

interface Addressed {
  scope: DocumentScope;
  documentId: string | null;
  since: string | null;
}

async function address(
  db: DatabaseExecutor,
  request: Request,
  resource: DocumentResource,
  reading: boolean,
): Promise<Addressed | Response> {
  const caller = await xapiCaller(db, request, { reading });
  if (caller instanceof Response) return caller;
  const wrongVersion = versionProblem(request);
  if (wrongVersion) return wrongVersion;
  const search = new URL(request.url).searchParams;
  const unknown = unknownParameter(search, PARAMETERS[resource]);
  if (unknown) return unknown;
  const agent = jsonParameter(search, "agent");
  if (agent instanceof Response) return agent;
  if (!agent) return xapiProblem(400, "The agent parameter (JSON) is required.");
  const key = agentKey(agent.value);
  if (!key) return xapiProblem(400, "The agent parameter must be an Agent with exactly one identifier.");
  const activityId = resource === "state" ? search.get("activityId") : "";
  if (activityId === null || (resource === "state" && !isIri(activityId))) {
    return xapiProblem(400, "The activityId parameter is required and must be an IRI.");
  }
  const registration = resource === "state" ? (search.get("registration") ?? "") : "";
  if (registration && !isUuid(registration)) return xapiProblem(400, "registration must be a UUID.");
  const since = search.get("since");
  if (since !== null && !isTimestamp(since))
    return xapiProblem(400, "since must be an ISO 8601 timestamp with a time zone.");
  const documentId = search.get(resource === "state" ? "stateId" : "profileId");
  if (documentId !== null && (documentId.length === 0 || documentId.length > 500)) {
    return xapiProblem(400, "The document id must be 1 to 500 characters.");
  }
  if (caller.kind === "launch") {
    if (key !== caller.actorKey) return xapiProblem(403, "This launch may only reach its own learner's documents.");
    if (resource === "state") {
      if (registration.toLowerCase() !== caller.session.registration_id) {
        return xapiProblem(403, "This launch may only reach state documents of its own registration.");
      }
      const au = caller.session.au_id;
      if (activityId !== au && ![`${au}/`, `${au}#`, `${au}?`].some((prefix) => activityId.startsWith(prefix))) {
        return xapiProblem(
          403,
          `This launch may only reach state documents of its unit (${au}) and activities under it.`,
        );
      }
    }
  } else if (caller.scope.kind !== "all") {
    return xapiProblem(403, "Only admins may read documents with a session.");
  }
  return {
    scope: {
      kind: resource,
      activityId,
      agentKey: key,
      registration: registration.toLowerCase(),
      userId: campusUserIdOf(key, lrsHomePage()),
    },
    documentId,
    since,
  };
}

export async function readDocuments(db: DatabaseExecutor, request: Request, resource: DocumentResource) {
  const addressed = await address(db, request, resource, true);
  if (addressed instanceof Response) return addressed;
  if (addressed.documentId === null) {
    return xapiJson(await listDocumentIds(db, addressed.scope, addressed.since));
  }
  const found = await findDocument(db, { ...addressed.scope, documentId: addressed.documentId });
  if (!found.ok) return xapiRefusal(found);
  return new Response(found.document.content, {
    headers: {
      "Content-Type": found.document.contentType,
      ETag: found.document.etag,
      "Last-Modified": new Date(found.document.updatedAt).toUTCString(),
      "X-Experience-API-Version": "1.0.3",
      "Cache-Control": "no-store",
    },
  });
}

export async function changeDocuments(db: DatabaseExecutor, request: Request, resource: DocumentResource) {
  if (!["PUT", "POST", "DELETE"].includes(request.method)) {
    return xapiProblem(405, "Documents take GET, PUT, POST and DELETE.");
  }
  const addressed = await address(db, request, resource, false);
  if (addressed instanceof Response) return addressed;
  const preconditions = { ifMatch: request.headers.get("If-Match"), ifNoneMatch: request.headers.get("If-None-Match") };
  if (request.method === "DELETE") {
    if (resource === "agent-profile" && addressed.documentId === null) {
      return xapiProblem(400, "DELETE of an agent profile needs the profileId parameter.");
    }
    const deleted = await deleteDocuments(db, { ...addressed.scope, documentId: addressed.documentId }, preconditions);
    return deleted.ok ? xapiJson(null, 204) : xapiRefusal(deleted);
  }
  if (addressed.documentId === null) {
    return xapiProblem(400, `${request.method} needs the ${resource === "state" ? "stateId" : "profileId"} parameter.`);
  }
  const body = await readXapiBody(request);
  if (body instanceof Response) return body;
  const contentType = (request.headers.get("Content-Type") ?? "application/octet-stream").slice(0, 200);
  const written = await writeDocument(
    db,
    { ...addressed.scope, documentId: addressed.documentId },
    { content: body.text, contentType },
    {
      ...preconditions,
      merge: request.method === "POST",
      requireConcurrencyHeaders: resource === "agent-profile",
      now: new Date(),
    },
  );
  return written.ok ? xapiJson(null, 204, { ETag: written.etag }) : xapiRefusal(written);
}
