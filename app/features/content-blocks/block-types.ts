import { z } from "zod";
import {
  type AssignmentContent,
  assignmentContentSchema,
  defaultAssignmentContent,
} from "~/features/assessment/assignments/assignment-content";
import { BANK_QUIZ_REVIEW_SETTINGS, bankQuizSettingsSchema } from "~/features/assessment/quizzes/bank-quiz";
import { createId } from "~/lib/ids";
import * as m from "./messages";
import { isOwnUploadAddress } from "./own-upload-address";

/**
 * The content-block registry's shared part (ARCHITECTURE.md convention 6): for each of the seven
 * lesson content types, its label, icon, the schema of its `content_json` and the content a new block
 * starts with. Used by the editor, the viewer and the server alike, so it imports nothing server-only.
 * Each type's editor lives in ./editors/<type>-editor.tsx and is loaded lazily.
 */

export const BLOCK_TYPES = [
  "text",
  "video",
  "quiz",
  "survey",
  "pdf",
  "audio",
  "powerpoint",
  "assignment",
  "package",
  "cmi5",
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** Upload and external addresses a block may point to: our own /uploads/ files or an https URL. */
const storedFileUrl = z
  .string()
  .trim()
  .max(2000, { error: () => m.addressTooLong() })
  .refine((value) => value === "" || value.startsWith("/uploads/") || /^https:\/\/[^\s]+$/i.test(value), {
    error: () => m.uploadFileEnterHttpsAddress(),
  });

/**
 * A cmi5 course (decision 0098-lrs) as its editor read it from cmi5.xml (parseCmi5Course, in the
 * browser): the units and how each is passed. Re-checked here on save: urls https or relative
 * inside the package, ids IRIs, mastery from 0 to 1.
 */
const cmi5UnitSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z][a-z0-9+.-]*:\S+$/i, { error: () => m.eachUnitSIdMust() })
    .max(2000),
  title: z.string().max(500),
  url: z
    .string()
    .min(1)
    .max(2000)
    .refine(
      (url) =>
        (url.startsWith("https://") || !/^[a-z][a-z0-9+.-]*:/i.test(url)) &&
        !url.startsWith("//") &&
        !url.split(/[?#]/)[0].split("/").includes(".."),
      { error: () => m.eachUnitSUrlMust() },
    ),
  launchMethod: z.enum(["AnyWindow", "OwnWindow"]),
  moveOn: z.enum(["Passed", "Completed", "CompletedAndPassed", "CompletedOrPassed", "NotApplicable"]),
  masteryScore: z.number().min(0).max(1).nullable(),
  launchParameters: z.string().max(5000).nullable(),
  entitlementKey: z.string().max(500).nullable(),
  blocks: z.array(z.string().max(500)).max(20),
});

const cmi5ContentSchema = z.object({
  fileName: z.string().max(255),
  course: z
    .object({
      id: z
        .string()
        .regex(/^[a-z][a-z0-9+.-]*:\S+$/i, { error: () => m.courseIdMustIri() })
        .max(2000),
      title: z.string().max(500),
      description: z.string().max(5000),
      aus: z.array(cmi5UnitSchema).min(1).max(200),
    })
    .nullable(),
  /**
   * The package its ZIP was stored as (content-packages), when the course came as a ZIP: relative
   * unit urls are served from it. A lone cmi5.xml has none, and only its https units launch.
   */
  packageId: z.string().max(40).optional(),
});

export type Cmi5Content = z.infer<typeof cmi5ContentSchema>;

const textContentSchema = z.object({
  html: z.string().max(200_000, { error: () => m.textTooLong() }),
});

const VIDEO_SOURCES = ["upload", "youtube", "vimeo"] as const;
export type VideoSource = (typeof VIDEO_SOURCES)[number];

const videoContentSchema = z
  .object({
    source: z.enum(VIDEO_SOURCES, { error: () => m.chooseUploadedFileYoutubeVimeo() }),
    url: storedFileUrl,
    /**
     * An audio-only version of the video (decision 0107-data-saver): what a learner with the data saver
     * on hears instead, at a fraction of the bytes. Optional; "" when there is none.
     */
    audioUrl: storedFileUrl.optional(),
  })
  .superRefine((content, context) => {
    if (content.url === "" || content.source === "upload") return;
    if (!videoEmbedUrl(content.source, content.url)) {
      const site = content.source === "youtube" ? "YouTube" : "Vimeo";
      context.addIssue({ code: "custom", path: ["url"], message: m.enterVideoLink({ site }) });
    }
  });

const questionText = z
  .string()
  .trim()
  .min(1, { error: () => m.enterTheQuestion() })
  .max(1000, { error: () => m.questionTooLong() });

const quizOptionSchema = z.object({
  id: z.string().min(1),
  text: z
    .string()
    .trim()
    .min(1, { error: () => m.enterOptionSText() })
    .max(500, { error: () => m.optionTooLong() }),
  isCorrect: z.boolean(),
});

const quizQuestionSchema = z.object({
  id: z.string().min(1),
  question: questionText,
  options: z
    .array(quizOptionSchema)
    .min(2, { error: () => m.questionNeedsLeastTwoOptions() })
    .max(10),
});

/**
 * When a student may see which answers are correct (decision 0072-quiz-pass-marks): after
 * passing the quiz (the default), always after an attempt, or never. Until then the server sends
 * neither the correct options nor which questions were right.
 */
export const QUIZ_REVIEW_SETTINGS = BANK_QUIZ_REVIEW_SETTINGS;
export type QuizReview = (typeof QUIZ_REVIEW_SETTINGS)[number];
export const DEFAULT_QUIZ_REVIEW: QuizReview = "after-passing";
/** The pass mark a new quiz starts with, in per cent of its questions answered correctly. */
export const NEW_QUIZ_PASS_MARK = 70;

/**
 * Where a quiz's questions come from: written in the block (decision 0072; a quiz stored without a
 * source is one of these), or drawn from the question bank per attempt (decision 0090), whose
 * settings (`bank`) are assessment's.
 */
const QUIZ_SOURCES = ["inline", "bank"] as const;
export type QuizSource = (typeof QUIZ_SOURCES)[number];

const quizContentSchema = z.object({
  source: z.enum(QUIZ_SOURCES, { error: () => m.chooseWhereQuestionsCome() }).optional(),
  bank: bankQuizSettingsSchema.optional(),
  questions: z.array(quizQuestionSchema).max(100),
  /**
   * The share of questions (per cent) a student must answer correctly in one attempt to pass. A quiz
   * without one (stored before pass marks, or cleared) is passed by any submitted attempt.
   */
  passMark: z
    .number({ error: () => m.enterPassMarkWholeNumber() })
    .int({ error: () => m.enterPassMarkWholeNumber() })
    .min(1, { error: () => m.enterPassMarkWholeNumber() })
    .max(100, { error: () => m.enterPassMarkWholeNumber() })
    .nullable()
    .optional(),
  review: z.enum(QUIZ_REVIEW_SETTINGS, { error: () => m.chooseWhenAnswersShown() }).optional(),
});

const SURVEY_QUESTION_KINDS = ["choice", "text"] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];

const surveyChoiceSchema = z.object({
  id: z.string().min(1),
  text: z
    .string()
    .trim()
    .min(1, { error: () => m.enterChoiceSText() })
    .max(500, { error: () => m.choiceTooLong() }),
});

const surveyQuestionSchema = z
  .object({
    id: z.string().min(1),
    question: questionText,
    kind: z.enum(SURVEY_QUESTION_KINDS),
    choices: z.array(surveyChoiceSchema).max(20),
  })
  .refine((question) => question.kind === "text" || question.choices.length >= 2, {
    error: () => m.choiceQuestionNeedsLeastTwo(),
    path: ["choices"],
  });

const surveyContentSchema = z.object({
  questions: z.array(surveyQuestionSchema).max(100),
});

const fileContentSchema = z.object({
  url: storedFileUrl,
  fileName: z
    .string()
    .trim()
    .max(255, { error: () => m.fileNameTooLong() }),
});

/**
 * A SCORM or cmi5 package (decision 0097-scorm-content-packages): the package imported from the
 * uploaded ZIP, which content-packages owns; the block only points at it.
 */
const packageContentSchema = z.object({
  packageId: z.string().max(40),
  title: z
    .string()
    .trim()
    .max(300, { error: () => m.packageSTitleTooLong() }),
});

export type TextContent = z.infer<typeof textContentSchema>;
export type VideoContent = z.infer<typeof videoContentSchema>;
export type QuizOption = z.infer<typeof quizOptionSchema>;
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
export type QuizContent = z.infer<typeof quizContentSchema>;

/** The bank settings of a quiz that draws from the question bank, else null (its questions are its own). */
export function bankQuizSettingsOf(content: QuizContent) {
  return content.source === "bank" && content.bank ? content.bank : null;
}
export type SurveyChoice = z.infer<typeof surveyChoiceSchema>;
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;
export type SurveyContent = z.infer<typeof surveyContentSchema>;
export type FileContent = z.infer<typeof fileContentSchema>;
export type PackageContent = z.infer<typeof packageContentSchema>;

export interface BlockContentByType {
  text: TextContent;
  video: VideoContent;
  quiz: QuizContent;
  survey: SurveyContent;
  pdf: FileContent;
  audio: FileContent;
  powerpoint: FileContent;
  /** Marked by a named assessor (decision 0090); the schema is assessment's. */
  assignment: AssignmentContent;
  package: PackageContent;
  cmi5: Cmi5Content;
}

export type BlockContent = BlockContentByType[BlockType];

/** A block as both sides see it: the parsed content always matches its type. */
export type TypedBlockContent = { [Type in BlockType]: { type: Type; content: BlockContentByType[Type] } }[BlockType];

const NEW_QUESTION_TEXT = () => m.newQuestionText();

/** SPEC 3: a new question has the options 'Option 1' to 'Option 4', the third marked correct. */
export function newQuizQuestion(): QuizQuestion {
  return {
    id: createId(),
    question: NEW_QUESTION_TEXT(),
    options: [1, 2, 3, 4].map((number) => ({ id: createId(), text: `Option ${number}`, isCorrect: number === 3 })),
  };
}

export function newQuizOption(position: number): QuizOption {
  return { id: createId(), text: `Option ${position}`, isCorrect: false };
}

export function newSurveyQuestion(kind: SurveyQuestionKind = "choice"): SurveyQuestion {
  return {
    id: createId(),
    question: NEW_QUESTION_TEXT(),
    kind,
    choices: kind === "choice" ? [newSurveyChoice(1), newSurveyChoice(2)] : [],
  };
}

export function newSurveyChoice(position: number): SurveyChoice {
  return { id: createId(), text: `Choice ${position}` };
}

/**
 * The texts a new question, option or choice starts with (SPEC 3 names them, so they stay): the
 * editor selects such a text when its field takes focus, so typing replaces it instead of being
 * added after it, which is what an empty field with a placeholder would give (decision 0078).
 */
export function isStarterText(text: string): boolean {
  return text === NEW_QUESTION_TEXT() || /^(Option|Choice) \d+$/.test(text);
}

/** The PDF frame may load files from this site only (CSP frame-src), so PDFs from elsewhere never show. */
/** In English: the course-scoping test checks the refusal against it. */
export const OUTSIDE_PDF_MESSAGE = m.uploadPdfInstead("en");

interface BlockTypeDefinition<Type extends BlockType> {
  type: Type;
  label: string;
  /** A @tabler/icons-react component name; block-type-icon.tsx turns it into the icon. */
  icon:
    | "IconAlignLeft"
    | "IconVideo"
    | "IconListCheck"
    | "IconMessageQuestion"
    | "IconFileTypePdf"
    | "IconHeadphones"
    | "IconPresentation"
    | "IconClipboardCheck"
    | "IconPackage";
  description: string;
  schema: z.ZodType<BlockContentByType[Type]>;
  /** Fresh default content (called per new block, so ids are never shared). */
  defaultContent: () => BlockContentByType[Type];
  /** The upload kind for types whose content is an uploaded file (POST /api/uploads `kind`). */
  uploadKind?: "video" | "pdf" | "audio" | "presentation";
  /**
   * Set when the type's viewer cannot show a file from another website: a save with such an
   * address is refused with this message, so a block never stores what cannot show. (Audio and
   * uploaded video play from https hosts, CSP media-src; a presentation is a download link.)
   */
  outsideAddressRefusal?: string;
}

type BlockTypeRegistry = { [Type in BlockType]: BlockTypeDefinition<Type> };

export const BLOCK_TYPE_REGISTRY: BlockTypeRegistry = {
  text: {
    type: "text",
    get label() {
      return m.textLabel();
    },
    icon: "IconAlignLeft",
    get description() {
      return m.textDescription();
    },
    schema: textContentSchema,
    defaultContent: () => ({ html: "" }),
  },
  video: {
    type: "video",
    get label() {
      return m.videoLabel();
    },
    icon: "IconVideo",
    get description() {
      return m.videoDescription();
    },
    schema: videoContentSchema,
    defaultContent: () => ({ source: "upload", url: "" }),
    uploadKind: "video",
  },
  quiz: {
    type: "quiz",
    get label() {
      return m.quizLabel();
    },
    icon: "IconListCheck",
    get description() {
      return m.quizDescription();
    },
    schema: quizContentSchema,
    defaultContent: () => ({
      questions: [newQuizQuestion()],
      passMark: NEW_QUIZ_PASS_MARK,
      review: DEFAULT_QUIZ_REVIEW,
    }),
  },
  survey: {
    type: "survey",
    get label() {
      return m.surveyLabel();
    },
    icon: "IconMessageQuestion",
    get description() {
      return m.surveyDescription();
    },
    schema: surveyContentSchema,
    defaultContent: () => ({ questions: [newSurveyQuestion()] }),
  },
  pdf: {
    type: "pdf",
    label: "PDF",
    icon: "IconFileTypePdf",
    get description() {
      return m.pdfDescription();
    },
    schema: fileContentSchema,
    defaultContent: () => ({ url: "", fileName: "" }),
    uploadKind: "pdf",
    get outsideAddressRefusal() {
      return m.uploadPdfInstead();
    },
  },
  audio: {
    type: "audio",
    get label() {
      return m.audioLabel();
    },
    icon: "IconHeadphones",
    get description() {
      return m.audioDescription();
    },
    schema: fileContentSchema,
    defaultContent: () => ({ url: "", fileName: "" }),
    uploadKind: "audio",
  },
  powerpoint: {
    type: "powerpoint",
    label: "PowerPoint",
    icon: "IconPresentation",
    get description() {
      return m.powerpointDescription();
    },
    schema: fileContentSchema,
    defaultContent: () => ({ url: "", fileName: "" }),
    uploadKind: "presentation",
  },
  assignment: {
    type: "assignment",
    get label() {
      return m.assignmentLabel();
    },
    icon: "IconClipboardCheck",
    get description() {
      return m.assignmentDescription();
    },
    schema: assignmentContentSchema,
    defaultContent: defaultAssignmentContent,
  },
  package: {
    type: "package",
    get label() {
      return m.packageLabel();
    },
    icon: "IconPackage",
    get description() {
      return m.packageDescription();
    },
    schema: packageContentSchema,
    defaultContent: () => ({ packageId: "", title: "" }),
  },
  cmi5: {
    type: "cmi5",
    label: "cmi5",
    icon: "IconPackage",
    get description() {
      return m.cmi5Description();
    },
    schema: cmi5ContentSchema,
    defaultContent: () => ({ fileName: "", course: null }),
  },
};

/** The type picker's order: the types in a 3-column grid. */
export const BLOCK_TYPE_DEFINITIONS = BLOCK_TYPES.map((type) => BLOCK_TYPE_REGISTRY[type]);

/** Stored type names, including the old spelling 'power point' (SPEC 3), mapped to a known type. */
function normaliseBlockType(value: string): BlockType | null {
  const compact = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "");
  if (compact === "powerpoint") return "powerpoint";
  return (BLOCK_TYPES as readonly string[]).includes(compact) ? (compact as BlockType) : null;
}

export function isBlockType(value: unknown): value is BlockType {
  return typeof value === "string" && (BLOCK_TYPES as readonly string[]).includes(value);
}

/**
 * The block's content checked against its type's schema. Returns null for an unknown type (the
 * viewer then shows 'Unknown Lesson Type'); content that is not valid JSON or does not match the
 * schema falls back to the type's default content, so one damaged block never breaks a lesson.
 */
export function parseBlockContent(type: string, json: string | unknown): TypedBlockContent | null {
  const blockType = normaliseBlockType(type);
  if (!blockType) return null;
  const definition = BLOCK_TYPE_REGISTRY[blockType] as BlockTypeDefinition<BlockType>;
  let raw: unknown = json;
  if (typeof json === "string") {
    try {
      raw = JSON.parse(json);
    } catch {
      raw = undefined;
    }
  }
  const parsed = definition.schema.safeParse(raw);
  const content = parsed.success ? parsed.data : definition.defaultContent();
  return { type: blockType, content } as TypedBlockContent;
}

/**
 * Validates content an editor sends; the error messages are the schema's, per field. Stricter than
 * parseBlockContent on one point: an address the type's viewer cannot show is refused here, while
 * a block stored with one earlier still reads (its viewer then says why it cannot show it).
 */
export function validateBlockContent(type: BlockType, content: unknown) {
  const definition = BLOCK_TYPE_REGISTRY[type] as BlockTypeDefinition<BlockType>;
  const schema = definition.schema as z.ZodType<BlockContent>;
  const refusal = definition.outsideAddressRefusal;
  if (!refusal) return schema.safeParse(content);
  return schema
    .superRefine((value, context) => {
      const url = (value as { url?: string }).url ?? "";
      if (url !== "" && !isOwnUploadAddress(url)) context.addIssue({ code: "custom", path: ["url"], message: refusal });
    })
    .safeParse(content);
}

/**
 * What an editor shows under its fields while the author types: the first message per field path
 * ("questions.0.prompt"), or null when the content is valid. Shared so every editor that validates
 * as it saves marks the same fields the same way.
 */
export function blockContentErrors(type: BlockType, content: unknown): Record<string, string> | null {
  const result = validateBlockContent(type, content);
  if (result.success) return null;
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join(".")] ??= issue.message;
  return found;
}

/**
 * The embeddable player address for a YouTube or Vimeo link, or null when the link is not one.
 * Only these two hosts are ever embedded (the sanitiser and the CSP allow the same ones).
 */
export function videoEmbedUrl(source: VideoSource, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:") return null;
  const host = parsed.hostname.replace(/^www\./, "").replace(/^m\./, "");
  if (source === "youtube") {
    let videoId: string | null = null;
    if (host === "youtu.be") videoId = parsed.pathname.slice(1).split("/")[0] ?? null;
    else if (host === "youtube.com" || host === "youtube-nocookie.com") {
      if (parsed.pathname === "/watch") videoId = parsed.searchParams.get("v");
      else {
        const match = parsed.pathname.match(/^\/(?:embed|shorts|live)\/([^/?#]+)/);
        videoId = match?.[1] ?? null;
      }
    }
    return videoId && /^[\w-]{6,20}$/.test(videoId) ? `https://www.youtube-nocookie.com/embed/${videoId}` : null;
  }
  if (source === "vimeo") {
    if (host !== "vimeo.com" && host !== "player.vimeo.com") return null;
    const match = parsed.pathname.match(/(?:^|\/)(\d{5,12})(?:$|\/)/);
    return match ? `https://player.vimeo.com/video/${match[1]}` : null;
  }
  return null;
}
