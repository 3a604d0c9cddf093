import type { DatabaseExecutor } from "~db/executor";
import { campusAgent } from "./agents";
import { lmsAuthority } from "./cmi5-launch.server";
import { lrsHomePage } from "./lrs-settings.server";
import { storeStatements } from "./statements.server";
import { ACTIVITY_TYPE, VERB } from "./xapi-terms";

/**
 * Campus's own learning events as xAPI statements (decision 0098-lrs). Call it in the transaction
 * that makes the change, as emitWebhookEvent is called: a rolled-back completion records nothing.
 * The actor is the account (the site's origin and the user id), so no address is in the statement.
 */
export type LearningEvent =
  | { kind: "lesson-completed"; userId: string; courseId: string; lessonId: string }
  | { kind: "course-completed"; userId: string; courseId: string }
  | {
      kind: "quiz-attempted";
      userId: string;
      courseId: string;
      blockId: string;
      passed: boolean;
      score: number;
      maxScore: number;
    }
  | { kind: "certificate-issued"; userId: string; certificateId: string; courseName: string };

function statementOf(event: LearningEvent, homePage: string) {
  const activity = (path: string, type: string, name?: string) => ({
    objectType: "Activity",
    id: `${homePage}/xapi/activities/${path}`,
    definition: { type, ...(name ? { name: { en: name } } : {}) },
  });
  const course = (courseId: string) => activity(`course/${courseId}`, ACTIVITY_TYPE.course);
  const actor = campusAgent(homePage, event.userId);
  switch (event.kind) {
    case "lesson-completed":
      return {
        actor,
        verb: { id: VERB.completed, display: { en: "completed" } },
        object: activity(`lesson/${event.lessonId}`, ACTIVITY_TYPE.lesson),
        result: { completion: true },
        context: { contextActivities: { parent: [course(event.courseId)] } },
      };
    case "course-completed":
      return {
        actor,
        verb: { id: VERB.completed, display: { en: "completed" } },
        object: course(event.courseId),
        result: { completion: true },
      };
    case "quiz-attempted": {
      const max = event.maxScore > 0 ? event.maxScore : 1;
      return {
        actor,
        verb: event.passed
          ? { id: VERB.passed, display: { en: "passed" } }
          : { id: VERB.failed, display: { en: "failed" } },
        object: activity(`quiz/${event.blockId}`, ACTIVITY_TYPE.assessment),
        result: {
          success: event.passed,
          completion: true,
          score: { raw: event.score, min: 0, max, scaled: Math.max(-1, Math.min(1, event.score / max)) },
        },
        context: { contextActivities: { parent: [course(event.courseId)] } },
      };
    }
    case "certificate-issued":
      return {
        actor,
        verb: { id: VERB.earned, display: { en: "earned" } },
        object: activity(`certificate/${event.certificateId}`, ACTIVITY_TYPE.certificate, event.courseName),
      };
  }
}

export async function recordLearningEvent(db: DatabaseExecutor, event: LearningEvent, now = new Date()): Promise<void> {
  const homePage = lrsHomePage();
  const stored = await storeStatements(db, [statementOf(event, homePage)], {
    authority: lmsAuthority(homePage),
    homePage,
    now,
  });
  if (!stored.ok) throw new Error(`The ${event.kind} statement was not stored: ${stored.message}`);
}
