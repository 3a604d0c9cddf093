import { decodeKeysetCursor } from "~/lib/keyset-cursor.server";
import { agentKey } from "~/platform/lrs/agents";
import type { StatementFilter } from "~/platform/lrs/statements-query.server";
import { isIri, isTimestamp, isUuid } from "~/platform/lrs/validate-statement";
import { jsonParameter, xapiProblem } from "./xapi-http.server";

/**
 * The statement query's parameters (xAPI 1.0.3, 7.2.3) read into a filter, or the 400 that names the
 * first one wrong: the parts this LRS does not keep (related_*, attachments) are refused, not ignored.
 */
export function readStatementFilter(search: URLSearchParams): StatementFilter | Response {
  for (const name of ["related_activities", "related_agents", "ascending", "attachments"]) {
    const value = search.get(name);
    if (value !== null && value !== "true" && value !== "false")
      return xapiProblem(400, `${name} must be true or false.`);
  }
  if (search.get("related_activities") === "true" || search.get("related_agents") === "true") {
    return xapiProblem(400, "related_activities and related_agents are not supported by this LRS: leave them false.");
  }
  if (search.get("attachments") === "true")
    return xapiProblem(400, "This LRS keeps no attachments: leave attachments false.");
  const format = search.get("format");
  if (format !== null && !["exact", "ids", "canonical"].includes(format)) {
    return xapiProblem(400, "format must be exact, ids or canonical.");
  }
  const agent = jsonParameter(search, "agent");
  if (agent instanceof Response) return agent;
  let key: string | undefined;
  if (agent) {
    const found = agentKey(agent.value);
    if (!found) return xapiProblem(400, "The agent parameter must be an Agent with exactly one identifier.");
    key = found;
  }
  const verb = search.get("verb") ?? undefined;
  if (verb !== undefined && !isIri(verb)) return xapiProblem(400, "verb must be an IRI.");
  const activity = search.get("activity") ?? undefined;
  if (activity !== undefined && !isIri(activity)) return xapiProblem(400, "activity must be an IRI.");
  const registration = search.get("registration") ?? undefined;
  if (registration !== undefined && !isUuid(registration)) return xapiProblem(400, "registration must be a UUID.");
  const since = search.get("since") ?? undefined;
  const until = search.get("until") ?? undefined;
  for (const [name, value] of [
    ["since", since],
    ["until", until],
  ] as const) {
    if (value !== undefined && !isTimestamp(value)) {
      return xapiProblem(400, `${name} must be an ISO 8601 timestamp with a time zone.`);
    }
  }
  const limitText = search.get("limit") ?? "0";
  if (!/^\d{1,6}$/.test(limitText)) return xapiProblem(400, "limit must be a whole number (0 for the server's most).");
  const after = decodeKeysetCursor(search.get("more"));
  if (after === undefined) return xapiProblem(400, "more is not a link this LRS gave: follow the more link as it is.");
  return {
    agentKey: key,
    verb,
    activity,
    registration,
    since,
    until,
    limit: Number(limitText),
    ascending: search.get("ascending") === "true",
    after,
  };
}
