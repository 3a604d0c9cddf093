import { createHash, randomBytes, randomUUID } from "node:crypto";
import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import type { LrsLaunchSessionsTable } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { agentKey, campusAgent } from "./agents";
import { auLaunchUrl, type Cmi5Course } from "./cmi5-course";
import { writeDocument } from "./documents.server";
import { storeStatements } from "./statements.server";
import { CMI5, VERB } from "./xapi-terms";

/** How long a launch's fetch URL and auth token work: a long lesson, not a standing credential. */
const LAUNCH_LIFETIME_MS = 12 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface LaunchInput {
  userId: string;
  courseId: string;
  lessonId: string;
  blockId: string;
  course: Cmi5Course;
  auId: string;
  /** Where relative AU urls are under (the package storage); null when the course has only https AUs. */
  packageBaseUrl: string | null;
  /** The site's origin: the actor's homePage; the LRS endpoint and fetch URL are under it. */
  homePage: string;
  returnUrl: string;
  now: Date;
}

/**
 * Launches an assignable unit as cmi5 section 8 says: the learner's registration for this course
 * (made once), a new session with a one-time fetch token, the LMS.LaunchData state document and the
 * LMS's "launched" statement written first, then the launch URL with endpoint, fetch, actor,
 * registration and activityId.
 */
export async function launchAssignableUnit(
  db: DatabaseExecutor,
  input: LaunchInput,
): Promise<Outcome<{ launchUrl: string; registration: string; sessionId: string }>> {
  const au = input.course.aus.find((unit) => unit.id === input.auId);
  if (!au) return refuse("missing", "This course has no assignable unit with that id.");
  const base = auLaunchUrl(au, input.packageBaseUrl);
  if (!base) return refuse("invalid", `The unit "${au.title}" has a relative url and its package has no address yet.`);
  const actor = campusAgent(input.homePage, input.userId);
  const key = agentKey(actor) as string;
  const fetchToken = randomBytes(32).toString("base64url");
  const sessionId = randomUUID();
  const nowText = input.now.toISOString();
  const moveOnJson = JSON.stringify(input.course.aus.map((unit) => ({ id: unit.id, moveOn: unit.moveOn })));
  return inTransaction(db, async (trx) => {
    await trx
      .insertInto("lrs_cmi5_registrations")
      .values({
        id: randomUUID(),
        user_id: input.userId,
        block_id: input.blockId,
        course_id: input.courseId,
        lesson_id: input.lessonId,
        course_activity_id: input.course.id,
        move_on_json: moveOnJson,
        satisfied_at: null,
        created_at: nowText,
      })
      .onConflict((conflict) => conflict.columns(["user_id", "block_id"]).doUpdateSet({ move_on_json: moveOnJson }))
      .execute();
    const registration = await trx
      .selectFrom("lrs_cmi5_registrations")
      .select("id")
      .where("user_id", "=", input.userId)
      .where("block_id", "=", input.blockId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("lrs_launch_sessions")
      .values({
        id: sessionId,
        registration_id: registration.id,
        user_id: input.userId,
        au_id: au.id,
        actor_json: JSON.stringify(actor),
        launch_mode: "Normal",
        move_on: au.moveOn,
        mastery_score: au.masteryScore,
        fetch_token_hash: hashToken(fetchToken),
        expires_at: new Date(input.now.getTime() + LAUNCH_LIFETIME_MS).toISOString(),
        created_at: nowText,
      })
      .execute();
    const contextTemplate = {
      contextActivities: { grouping: [{ id: input.course.id }] },
      extensions: { [CMI5.sessionId]: sessionId },
    };
    const launchData = {
      contextTemplate,
      launchMode: "Normal",
      returnURL: input.returnUrl,
      moveOn: au.moveOn,
      ...(au.masteryScore === null ? {} : { masteryScore: au.masteryScore }),
      ...(au.launchParameters ? { launchParameters: au.launchParameters } : {}),
      ...(au.entitlementKey ? { entitlementKey: { courseStructure: au.entitlementKey } } : {}),
    };
    const written = await writeDocument(
      trx,
      {
        kind: "state",
        activityId: au.id,
        agentKey: key,
        registration: registration.id,
        documentId: CMI5.launchDataStateId,
        userId: input.userId,
      },
      { content: JSON.stringify(launchData), contentType: "application/json" },
      { merge: false, requireConcurrencyHeaders: false, ifMatch: null, ifNoneMatch: null, now: input.now },
    );
    if (!written.ok) throw new Error(`LMS.LaunchData was not written: ${written.message}`);
    const launched = await storeStatements(
      trx,
      [
        {
          actor,
          verb: { id: VERB.launched, display: { "en-US": "launched" } },
          object: { id: au.id, objectType: "Activity" },
          context: {
            registration: registration.id,
            contextActivities: { grouping: [{ id: input.course.id }], category: [{ id: CMI5.category }] },
            extensions: {
              [CMI5.sessionId]: sessionId,
              [CMI5.launchMode]: "Normal",
              [CMI5.launchUrl]: base,
              [CMI5.moveOn]: au.moveOn,
              ...(au.launchParameters ? { [CMI5.launchParameters]: au.launchParameters } : {}),
            },
          },
          timestamp: nowText,
        },
      ],
      { authority: lmsAuthority(input.homePage), homePage: input.homePage, now: input.now, sessionId },
    );
    if (!launched.ok) throw new Error(`The launched statement was not stored: ${launched.message}`);
    const endpoint = `${input.homePage}/xapi/`;
    const url = new URL(base);
    url.searchParams.set("endpoint", endpoint);
    url.searchParams.set("fetch", `${input.homePage}/xapi/cmi5/fetch/${fetchToken}`);
    url.searchParams.set("actor", JSON.stringify(actor));
    url.searchParams.set("registration", registration.id);
    url.searchParams.set("activityId", au.id);
    return { ok: true as const, launchUrl: url.toString(), registration: registration.id, sessionId };
  });
}

/** The LMS as a statement's authority. */
export function lmsAuthority(homePage: string) {
  return { objectType: "Agent", name: "Campus", account: { homePage, name: "campus-lms" } };
}

/** The cmi5 fetch error codes (section 8.2.3). */
const FETCH_ALREADY_USED = "1";
const FETCH_SECURITY_ERROR = "2";

/**
 * The fetch URL's answer: the session's auth token, once. A second call, an unknown or expired
 * token, each get the cmi5 error object instead (a second call: error-code 1).
 */
export async function fetchAuthToken(
  db: DatabaseExecutor,
  fetchToken: string,
  now: Date,
): Promise<{ ok: true; authToken: string } | { ok: false; errorCode: string; errorText: string }> {
  const authToken = `Basic ${Buffer.from(`cmi5:${randomBytes(24).toString("base64url")}`).toString("base64")}`;
  const nowText = now.toISOString();
  const updated = await db
    .updateTable("lrs_launch_sessions")
    .set({ fetched_at: nowText, auth_token_hash: hashToken(authToken) })
    .where("fetch_token_hash", "=", hashToken(fetchToken))
    .where("fetched_at", "is", null)
    .where("expires_at", ">", nowText)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return { ok: true, authToken };
  const known = await db
    .selectFrom("lrs_launch_sessions")
    .select(["fetched_at", "expires_at"])
    .where("fetch_token_hash", "=", hashToken(fetchToken))
    .executeTakeFirst();
  if (known?.fetched_at) {
    return {
      ok: false,
      errorCode: FETCH_ALREADY_USED,
      errorText: "This launch's auth token was already fetched; launch the unit again.",
    };
  }
  return {
    ok: false,
    errorCode: FETCH_SECURITY_ERROR,
    errorText: known ? "This launch has expired; launch the unit again." : "This fetch URL is not one Campus made.",
  };
}

export type LaunchSession = Pick<
  LrsLaunchSessionsTable,
  | "id"
  | "registration_id"
  | "user_id"
  | "au_id"
  | "actor_json"
  | "launch_mode"
  | "move_on"
  | "mastery_score"
  | "initialized_at"
  | "completed_at"
  | "passed_at"
  | "failed_at"
  | "terminated_at"
>;

/** The launch session an Authorization header (the fetched auth token) belongs to, while it works. */
export async function findLaunchSessionByAuthorization(
  db: DatabaseExecutor,
  authorization: string,
  now: Date,
): Promise<LaunchSession | undefined> {
  return db
    .selectFrom("lrs_launch_sessions")
    .select([
      "id",
      "registration_id",
      "user_id",
      "au_id",
      "actor_json",
      "launch_mode",
      "move_on",
      "mastery_score",
      "initialized_at",
      "completed_at",
      "passed_at",
      "failed_at",
      "terminated_at",
    ])
    .where("auth_token_hash", "=", hashToken(authorization.trim()))
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
}
