import { data, redirect } from "react-router";
import { BANK_QUIZ_INTENTS } from "~/features/assessment/attempts/attempt-view";
import { LEARNING_INTENTS, type LearningActionData } from "~/features/content-blocks/viewers/viewer-blocks";
import { openPackageOfLesson } from "~/features/content-packages/package-runtime.server";
import {
  saveReaderBankQuiz,
  startReaderBankQuiz,
  submitReaderBankQuiz,
} from "~/features/learning/bank-quiz-actions.server";
import { readerIntentSchema } from "~/features/learning/reader.schema";
import {
  completeReaderLesson,
  enrolReader,
  findLessonReader,
  type NextStep,
  type ReaderPlace,
  saveReaderSurvey,
  submitReaderQuiz,
} from "~/features/learning/reader-actions.server";
import { parseForm } from "~/lib/forms";
import { type Outcome, refusalResponse, refuse, STATUS_FOR_REASON } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import { toastHeaders } from "~/lib/toast.server";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import { isMultipartPost, receiveReaderMultipart, submitWithFiles } from "./assignment-submit.server";
import * as m from "./messages";

/**
 * The reader's form posts: enrol, complete a lesson, submit a quiz, save a survey (decision 0081),
 * hand in an assignment (a multipart body with files: the reader is checked before it is read).
 */
export async function courseViewerAction(request: Request, courseId: string, lessonId: string | undefined) {
  const user = await requireUser(request);
  const place: ReaderPlace = { courseId, lessonId, user };
  let formData: FormData;
  if (isMultipartPost(request)) {
    const reader = await findLessonReader(getDb(), place);
    if (!reader.ok) throw refusalResponse(reader);
    const received = await receiveReaderMultipart(request, place);
    if (!(received instanceof FormData)) return received;
    formData = received;
  } else {
    formData = await readFormData(request);
  }
  if (formData.get("intent") === LEARNING_INTENTS.submitAssignment) {
    const reader = await findLessonReader(getDb(), place);
    if (!reader.ok) throw refusalResponse(reader);
    return submitWithFiles(Object.fromEntries(formData), [], place);
  }
  const parsed = parseForm(readerIntentSchema, formData);
  if (parsed.ok && parsed.data.intent === LEARNING_INTENTS.enrol) return enrolIntent(place);
  // Everything else is for the course's readers only, whatever the intent says.
  const reader = await findLessonReader(getDb(), place);
  if (!reader.ok) throw refusalResponse(reader);
  if (!parsed.ok) return data<LearningActionData>({ intent: "error", message: m.unknownAction() }, { status: 400 });
  const input = parsed.data;
  switch (input.intent) {
    case LEARNING_INTENTS.enrol: // answered above, before the reader check
      return enrolIntent(place);
    case LEARNING_INTENTS.completeLesson: {
      // A lesson with a SCORM package completes when the package reports it (decision 0097-scorm-content-packages).
      const waiting =
        reader.relation.enrolment && !reader.relation.canEdit && lessonId
          ? await openPackageOfLesson(getDb(), { lessonId, userId: user.id })
          : null;
      if (waiting) return refusedOnPage(refuse("forbidden", waiting));
      return refusedOnPage(await completeReaderLesson(getDb(), place, reader.relation));
    }
    case LEARNING_INTENTS.submitQuiz:
      return answersReply(input, await submitReaderQuiz(getDb(), place, input.blockId, input.answers));
    case LEARNING_INTENTS.saveSurvey:
      return answersReply(input, await saveReaderSurvey(getDb(), place, input.blockId, input.answers));
    case BANK_QUIZ_INTENTS.start:
      return bankQuizReply(input, await startReaderBankQuiz(getDb(), place, input.blockId, new Date()));
    case BANK_QUIZ_INTENTS.save:
      return bankQuizReply(input, await saveReaderBankQuiz(getDb(), place, input, new Date()));
    case BANK_QUIZ_INTENTS.submit:
      return bankQuizReply(input, await submitReaderBankQuiz(getDb(), place, input, new Date()));
  }
}

/**
 * A bank quiz's start, save or submit (decision 0090): the fetcher's reply; the lesson reloads with
 * the attempt's new state. A refusal (time up, attempts used, started in another tab) is the
 * reply's message with its status, a missing quiz the 404 page.
 */
function bankQuizReply({ intent, blockId }: { intent: LearningIntentOfBankQuiz; blockId: string }, result: Outcome) {
  if (result.ok) return data<LearningActionData>({ intent, blockId, message: null, fieldErrors: {} });
  if (result.reason === "missing") throw refusalResponse(result);
  return data<LearningActionData>(
    { intent, blockId, message: result.message ?? null, fieldErrors: result.fieldErrors ?? {} },
    { status: STATUS_FOR_REASON[result.reason] },
  );
}

type LearningIntentOfBankQuiz = (typeof BANK_QUIZ_INTENTS)[keyof typeof BANK_QUIZ_INTENTS];

async function enrolIntent(place: ReaderPlace) {
  return refusedOnPage(await enrolReader(getDb(), place));
}

/**
 * A refusal the page says in place (403 with its message: enrolment closed or prerequisites not
 * done, a lesson locked or its video not watched enough); anything else as nextStep.
 */
async function refusedOnPage(result: Outcome<NextStep>) {
  if (!result.ok && result.reason === "forbidden") {
    return data<LearningActionData>({ intent: "error", message: result.message ?? "" }, { status: 403 });
  }
  return nextStep(result);
}

/** A redirect with its toast, or the refusal's page (404 for a lesson or course that is not there). */
async function nextStep(result: Outcome<NextStep>) {
  if (!result.ok) throw refusalResponse(result);
  const headers = result.toast ? await toastHeaders(result.toast.message, result.toast.kind) : undefined;
  return redirect(result.redirectTo, headers ? { headers } : undefined);
}

/** A quiz or survey answered: the fetcher's reply, 400 with each question's message, or the refusal's page. */
function answersReply(
  { intent, blockId }: { intent: "submit-quiz" | "save-survey"; blockId: string },
  result: Outcome<{ reply: LearningActionData }>,
) {
  if (result.ok) return data(result.reply);
  if (result.reason !== "invalid") throw refusalResponse(result);
  return data<LearningActionData>({ intent, blockId, fieldErrors: result.fieldErrors ?? {} }, { status: 400 });
}
