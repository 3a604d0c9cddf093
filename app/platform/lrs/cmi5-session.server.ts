import { type Outcome, refuse } from "~/lib/refusal";
import type { DatabaseExecutor } from "~db/executor";
import { inTransaction } from "~db/transactions";
import { agentKey } from "./agents";
import type { MoveOn } from "./cmi5-course";
import { type LaunchSession, lmsAuthority } from "./cmi5-launch.server";
import { activityIdOf, registrationOf, storeStatements, type XapiStatement } from "./statements.server";
import { CMI5, VERB } from "./xapi-terms";

/**
 * Statements from a launched assignable unit (cmi5 sections 9.3 and 9.5): the auth token allows
 * one actor, one registration and one activity tree, and the cmi5 defined statements come in the
 * allowed order (initialized first; completed, passed or failed; terminated last), each with the
 * cmi5 category, the session id and the registration. A passed needs a scaled score at or above the
 * mastery score. When the unit's moveOn, and then every unit's, is met the LMS records "satisfied"
 * for the course: the route completes the Campus lesson then.
 */
const DEFINED_BY_AU = new Set<string>([VERB.initialized, VERB.completed, VERB.passed, VERB.failed, VERB.terminated]);
const LMS_ONLY = new Set<string>([VERB.launched, VERB.abandoned, VERB.waived, VERB.satisfied]);

type Json = Record<string, unknown>;

export interface SatisfiedCourse {
  userId: string;
  courseId: string;
  lessonId: string;
}

function isInActivityTree(activityId: string | null, auId: string) {
  if (activityId === null) return true;
  if (activityId === auId) return true;
  return [`${auId}/`, `${auId}#`, `${auId}?`].some((prefix) => activityId.startsWith(prefix));
}

function categoriesOf(context: Json): string[] {
  const activities = (context.contextActivities ?? {}) as Json;
  const category = activities.category;
  const list = Array.isArray(category) ? category : category ? [category] : [];
  return list.map((item) => String((item as Json).id));
}

interface SessionState {
  initialized: boolean;
  completed: boolean;
  passed: boolean;
  failed: boolean;
  terminated: boolean;
}

/** Why the unit may not send this statement now, or null; `state` moves on as each is accepted. */
function ruleBroken(
  statement: XapiStatement,
  session: LaunchSession,
  state: SessionState,
  registrationDone: { completed: boolean; passed: boolean },
) {
  const verb = String((statement.verb as Json).id);
  const context = (statement.context ?? {}) as Json;
  const extensions = (context.extensions ?? {}) as Json;
  if (agentKey(statement.actor) !== agentKey(JSON.parse(session.actor_json))) {
    return "This launch may only record statements whose actor is the launched learner.";
  }
  if (registrationOf(statement) !== session.registration_id) {
    return "This launch may only record statements with its own context.registration.";
  }
  if (!isInActivityTree(activityIdOf(statement), session.au_id)) {
    return `This launch may only record statements about its assignable unit (${session.au_id}) and activities under it.`;
  }
  if (LMS_ONLY.has(verb)) return "Only the LMS records launched, abandoned, waived and satisfied statements.";
  if (state.terminated) return "This session is terminated: launch the unit again to record more.";
  if (!state.initialized && verb !== VERB.initialized) {
    return "The first statement of a cmi5 session must be initialized.";
  }
  if (!DEFINED_BY_AU.has(verb)) return null;
  if (activityIdOf(statement) !== session.au_id)
    return "A cmi5 defined statement's object must be the assignable unit itself.";
  if (!categoriesOf(context).includes(CMI5.category)) {
    return `A cmi5 defined statement must carry the cmi5 category (${CMI5.category}) in context.contextActivities.category.`;
  }
  if (extensions[CMI5.sessionId] !== session.id)
    return "A cmi5 defined statement must carry this launch's session id in context.extensions.";
  const result = (statement.result ?? {}) as Json;
  const scaled = ((result.score ?? {}) as Json).scaled as number | undefined;
  const isJudging = verb === VERB.completed || verb === VERB.passed || verb === VERB.failed;
  if (isJudging && session.launch_mode !== "Normal")
    return `In ${session.launch_mode} mode a unit may not record ${verb.split("/").pop()}.`;
  switch (verb) {
    case VERB.initialized:
      return state.initialized ? "This session is already initialized." : null;
    case VERB.completed:
      if (result.completion !== true) return "A completed statement must have result.completion true.";
      return state.completed || registrationDone.completed
        ? "The unit is already completed in this registration."
        : null;
    case VERB.passed:
      if (result.success !== true) return "A passed statement must have result.success true.";
      if (state.passed || registrationDone.passed) return "The unit is already passed in this registration.";
      if (session.mastery_score !== null && (scaled === undefined || scaled < Number(session.mastery_score))) {
        return `A passed statement needs result.score.scaled at or above the mastery score ${session.mastery_score}.`;
      }
      return null;
    case VERB.failed:
      if (result.success !== false) return "A failed statement must have result.success false.";
      if (state.passed || registrationDone.passed) return "The unit is already passed in this registration.";
      if (session.mastery_score !== null && scaled !== undefined && scaled >= Number(session.mastery_score)) {
        return `A failed statement's result.score.scaled must be below the mastery score ${session.mastery_score}.`;
      }
      return null;
    default:
      return null;
  }
}

function isMoveOnMet(moveOn: MoveOn, done: { completed: boolean; passed: boolean }) {
  switch (moveOn) {
    case "Completed":
      return done.completed;
    case "Passed":
      return done.passed;
    case "CompletedAndPassed":
      return done.completed && done.passed;
    case "CompletedOrPassed":
      return done.completed || done.passed;
    default:
      return true;
  }
}

export async function recordUnitStatements(
  db: DatabaseExecutor,
  session: LaunchSession,
  statements: XapiStatement[],
  {
    homePage,
    now,
    onSatisfied,
  }: {
    homePage: string;
    now: Date;
    /** What else satisfying the course does (the Campus lesson completed), in the same transaction. */
    onSatisfied?: (trx: DatabaseExecutor, satisfied: SatisfiedCourse) => Promise<void>;
  },
): Promise<Outcome<{ ids: string[]; satisfied: SatisfiedCourse | null }>> {
  return inTransaction(db, async (trx) => {
    const sessions = await trx
      .selectFrom("lrs_launch_sessions")
      .select(["au_id", "completed_at", "passed_at"])
      .where("registration_id", "=", session.registration_id)
      .execute();
    const doneOf = (auId: string) => ({
      completed: sessions.some((row) => row.au_id === auId && row.completed_at !== null),
      passed: sessions.some((row) => row.au_id === auId && row.passed_at !== null),
    });
    const registrationDone = doneOf(session.au_id);
    const state: SessionState = {
      initialized: session.initialized_at !== null,
      completed: session.completed_at !== null,
      passed: session.passed_at !== null,
      failed: session.failed_at !== null,
      terminated: session.terminated_at !== null,
    };
    for (const statement of statements) {
      const broken = ruleBroken(statement, session, state, registrationDone);
      if (broken) return refuse("forbidden", broken);
      const verb = String((statement.verb as Json).id);
      if (verb === VERB.initialized) state.initialized = true;
      if (verb === VERB.completed) state.completed = true;
      if (verb === VERB.passed) state.passed = true;
      if (verb === VERB.failed) state.failed = true;
      if (verb === VERB.terminated) state.terminated = true;
    }
    const stored = await storeStatements(trx, statements, {
      authority: lmsAuthority(homePage),
      homePage,
      now,
      sessionId: session.id,
    });
    if (!stored.ok) return stored;
    const at = now.toISOString();
    await trx
      .updateTable("lrs_launch_sessions")
      .set({
        initialized_at: session.initialized_at ?? (state.initialized ? at : null),
        completed_at: session.completed_at ?? (state.completed ? at : null),
        passed_at: session.passed_at ?? (state.passed ? at : null),
        failed_at: session.failed_at ?? (state.failed ? at : null),
        terminated_at: session.terminated_at ?? (state.terminated ? at : null),
      })
      .where("id", "=", session.id)
      .execute();
    const satisfied = await recordSatisfiedIfMet(trx, session, { homePage, now });
    if (satisfied && onSatisfied) await onSatisfied(trx, satisfied);
    return { ok: true as const, ids: stored.ids, satisfied };
  });
}

/** Once every unit's moveOn is met in the registration: the course's "satisfied" statement, once. */
async function recordSatisfiedIfMet(
  db: DatabaseExecutor,
  session: LaunchSession,
  { homePage, now }: { homePage: string; now: Date },
): Promise<SatisfiedCourse | null> {
  const registration = await db
    .selectFrom("lrs_cmi5_registrations")
    .selectAll()
    .where("id", "=", session.registration_id)
    .executeTakeFirst();
  if (!registration || registration.satisfied_at) return null;
  const sessions = await db
    .selectFrom("lrs_launch_sessions")
    .select(["au_id", "completed_at", "passed_at"])
    .where("registration_id", "=", registration.id)
    .execute();
  const units = JSON.parse(registration.move_on_json) as Array<{ id: string; moveOn: MoveOn }>;
  const allMet = units.every((unit) =>
    isMoveOnMet(unit.moveOn, {
      completed: sessions.some((row) => row.au_id === unit.id && row.completed_at !== null),
      passed: sessions.some((row) => row.au_id === unit.id && row.passed_at !== null),
    }),
  );
  if (!allMet) return null;
  const claimed = await db
    .updateTable("lrs_cmi5_registrations")
    .set({ satisfied_at: now.toISOString() })
    .where("id", "=", registration.id)
    .where("satisfied_at", "is", null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return null;
  const stored = await storeStatements(
    db,
    [
      {
        actor: JSON.parse(session.actor_json),
        verb: { id: VERB.satisfied, display: { "en-US": "satisfied" } },
        object: { id: registration.course_activity_id, objectType: "Activity", definition: { type: CMI5.courseType } },
        context: {
          registration: registration.id,
          contextActivities: { category: [{ id: CMI5.category }, { id: CMI5.moveOnCategory }] },
          extensions: { [CMI5.sessionId]: session.id },
        },
      },
    ],
    { authority: lmsAuthority(homePage), homePage, now, sessionId: session.id },
  );
  if (!stored.ok) throw new Error(`The satisfied statement was not stored: ${stored.message}`);
  return { userId: registration.user_id, courseId: registration.course_id, lessonId: registration.lesson_id };
}
