import type { LearnerAssignment } from "~/features/assessment/assignments/assignment-views";
import type { BankQuizView } from "~/features/assessment/attempts/attempt-view";
import type { PackageView } from "~/features/content-packages/package-types";
import type { FileContent, QuizReview, SurveyContent, TextContent, VideoSource } from "../block-types";

/**
 * What the student viewer receives for each block: read-only and safe to send to the browser.
 * A quiz never carries which options are correct, nor which questions were answered right, until
 * the quiz's review setting allows it (decision 0072-quiz-pass-marks); the server scores
 * every attempt (answers/quiz-attempts.server.ts).
 */
export interface PublicQuizQuestion {
  id: string;
  question: string;
  options: Array<{ id: string; text: string }>;
  /** More than one option is correct: the student ticks every correct one. */
  allowsSeveralAnswers: boolean;
}

/** What the student chose; whether it was right and what was correct only when the answers may be shown. */
interface QuizQuestionFeedback {
  questionId: string;
  selectedOptionIds: string[];
  /** Null while the quiz's review setting keeps the answers back. */
  isCorrect: boolean | null;
  /** Null while the quiz's review setting keeps the answers back. */
  correctOptionIds: string[] | null;
}

export interface QuizAttemptFeedback {
  score: number;
  maxScore: number;
  submittedAt: string;
  /** This attempt reached the quiz's pass mark (any attempt passes a quiz without one). */
  passed: boolean;
  /** The student has passed this quiz in some attempt. */
  hasPassedQuiz: boolean;
  /** The correct answers are in `questions` (the review setting allows it for this student now). */
  answersShown: boolean;
  questions: QuizQuestionFeedback[];
}

/** A quiz's rules as the student reads them above the questions. */
export interface QuizRules {
  /** Per cent of questions to answer correctly; null: any submitted attempt passes. */
  passMark: number | null;
  review: QuizReview;
}

export interface ViewerFile extends FileContent {
  /** From the upload record; null for an outside https address. */
  sizeBytes: number | null;
}

/** The words of one slide of a .pptx, read on the server (there is no office converter to render it). */
export interface PresentationSlide {
  number: number;
  lines: string[];
}

interface BlockBase {
  id: string;
  title: string;
  /** What the block's own uploads weigh (files, pictures in text, a video's audio version): the lesson's download size. */
  downloadBytes: number;
}

export type ViewerBlock =
  | (BlockBase & { type: "text"; content: TextContent })
  | (BlockBase & {
      type: "video";
      content: {
        source: VideoSource;
        url: string;
        embedUrl: string | null;
        /** An uploaded video's size; null for YouTube or Vimeo. */
        sizeBytes: number | null;
        /** The audio-only version the data saver plays instead (decision 0107-data-saver); "" when none. */
        audioUrl: string;
        audioSizeBytes: number | null;
      };
    })
  | (BlockBase & {
      type: "quiz";
      content: { questions: PublicQuizQuestion[] } & QuizRules;
      lastAttempt: QuizAttemptFeedback | null;
      attemptCount: number;
    })
  /** A quiz drawn from the question bank (decision 0090): its rules and this learner's attempts. */
  | (BlockBase & { type: "bank-quiz"; quiz: BankQuizView })
  | (BlockBase & { type: "survey"; content: SurveyContent; savedAnswers: Record<string, string> | null })
  | (BlockBase & { type: "pdf"; content: ViewerFile })
  | (BlockBase & { type: "audio"; content: ViewerFile })
  | (BlockBase & { type: "powerpoint"; content: ViewerFile; slides: PresentationSlide[] | null })
  | (BlockBase & { type: "assignment"; assignment: LearnerAssignment })
  /** A SCORM or cmi5 package: its items and this reader's progress; null when the block has none yet. */
  | (BlockBase & { type: "package"; package: PackageView | null })
  /** A cmi5 course: its units, each launched by a POST to launchPath with its auId (decision 0098-lrs). */
  | (BlockBase & {
      type: "cmi5";
      courseTitle: string;
      /** OwnWindow units open in a window (tab) of their own; AnyWindow units replace the lesson page. */
      units: Array<{ id: string; title: string; blocks: string[]; opensOwnWindow: boolean }>;
      launchPath: string;
    })
  | (BlockBase & { type: "unknown"; storedType: string });

export type ViewerBlockType = ViewerBlock["type"];

/** Form field names shared by the viewers and the action that reads them. */
export const quizAnswerField = (questionId: string) => `answer-${questionId}`;
export const surveyAnswerField = (questionId: string) => `response-${questionId}`;

export const LEARNING_INTENTS = {
  completeLesson: "complete-lesson",
  submitQuiz: "submit-quiz",
  saveSurvey: "save-survey",
  submitAssignment: "submit-assignment",
  enrol: "enrol",
} as const;

export const MAX_SURVEY_TEXT_ANSWER = 2000;

/** What the viewer route's action answers to a quiz or survey submitted through a fetcher. */
export type LearningActionData =
  | { intent: "submit-quiz" | "save-survey"; blockId: string; fieldErrors: Record<string, string> }
  | { intent: "submit-quiz"; blockId: string; feedback: QuizAttemptFeedback; attemptCount: number }
  | { intent: "save-survey"; blockId: string; savedAnswers: Record<string, string> }
  | { intent: "submit-assignment"; blockId: string; submitted: true }
  | { intent: "submit-assignment"; blockId: string; message: string; fieldErrors: Record<string, string> }
  | { intent: "error"; message: string }
  /** A bank quiz's start, save or submit: the new state comes with the lesson's reload; a refusal says why. */
  | {
      intent: "start-quiz-attempt" | "save-quiz-attempt" | "submit-quiz-attempt";
      blockId: string;
      message: string | null;
      fieldErrors: Record<string, string>;
    };
