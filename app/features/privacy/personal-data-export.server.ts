import { loadFflate } from "~/lib/heavy-modules.server";
import type { PersonalDataOwner, PersonIdentity } from "~/lib/personal-data";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { type AccessActor, recordPersonalDataAccess } from "./access-log.server";
import * as m from "./messages";

/**
 * "Download my data" (POPIA section 23, decision 0036): everything Campus holds about the signed-in
 * person, as data.json, with the files owners add (each certificate's PDF), in one ZIP. Each owner
 * of personal data in the registry (app/server/personal-data-registry.server.ts, decision
 * 0079-one-read-path) reads its own tables: records are theirs by account (user id) or,
 * for what a visitor form made before they had an account, by their verified address.
 */
export const DATA_DOWNLOAD_RATE_LIMIT = { limit: 3, windowMs: 60 * 60 * 1000 };
const TOO_MANY_DOWNLOADS_MESSAGE = () => m.tooManyDataDownloads();

/** The signed-in person as the owners look them up: their account and its (verified) address. */
function identityOf(person: Pick<AccessActor, "id" | "email">): PersonIdentity {
  return { userId: person.id, emails: [person.email.toLowerCase()], placeholderEmail: "" };
}

/** data.json's contents: when it was made, then every owner's sections in the registry's order. */
export async function collectPersonalData(
  db: DatabaseExecutor,
  person: Pick<AccessActor, "id" | "email">,
  owners: readonly PersonalDataOwner[],
): Promise<Record<string, unknown>> {
  const identity = identityOf(person);
  const data: Record<string, unknown> = { generatedAt: new Date().toISOString() };
  for (const owner of owners) Object.assign(data, await owner.personalDataOf(db, identity));
  return data;
}

/**
 * The ZIP for the signed-in person, counted against their download limit and written to the
 * access log. Refused (429) past the limit.
 */
export async function buildPersonalDataZip(
  db: DatabaseExecutor,
  person: AccessActor,
  owners: readonly PersonalDataOwner[],
): Promise<Outcome<{ zip: Uint8Array; fileName: string }>> {
  const attempt = await consumeRateLimit(db, `data-download:user:${person.id}`, DATA_DOWNLOAD_RATE_LIMIT);
  if (!attempt.allowed) return refuse("too-many", TOO_MANY_DOWNLOADS_MESSAGE());
  const data = await collectPersonalData(db, person, owners);
  const identity = identityOf(person);
  const { strToU8, zipSync } = await loadFflate();
  const files: Record<string, Uint8Array> = { "data.json": strToU8(JSON.stringify(data, null, 2)) };
  for (const owner of owners) Object.assign(files, await owner.personalFilesOf?.(db, identity));
  await recordPersonalDataAccess(db, person, "download", `Own data download by ${person.email}`);
  return { ok: true, zip: zipSync(files, { level: 6 }), fileName: "my-data.zip" };
}
