import {
  type BlockContent,
  type BlockType,
  DEFAULT_QUIZ_REVIEW,
  NEW_QUIZ_PASS_MARK,
} from "~/features/content-blocks/block-types";
import { contentForStorage } from "~/features/content-blocks/content-blocks.server";
import { createId } from "~/lib/ids";
import { addCourseInstructor, insertBlock, insertChapter, insertLesson } from "~/server/factories/course-factory";
import type { DatabaseExecutor } from "~db/executor";

/** The catalogue course that the demo turns into a full online course, open for self-enrolment. */
export const DEMO_ONLINE_COURSE_SLUG = "root-cause-analysis-and-corrective-action";

type DemoBlock = { type: BlockType; title?: string; content: BlockContent };

const option = (text: string, isCorrect = false) => ({ id: createId(), text, isCorrect });

const DEMO_CHAPTERS: Array<{ title: string; lessons: Array<{ title: string; blocks: DemoBlock[] }> }> = [
  {
    title: "Why nonconformities come back",
    lessons: [
      {
        title: "Correction, corrective action and prevention",
        blocks: [
          {
            type: "text",
            content: {
              html: "<h2>Three different responses</h2><p>A <strong>correction</strong> deals with the nonconforming product or service in front of you: rework it, scrap it, or release it under concession. A <strong>corrective action</strong> removes the cause, so the same nonconformity does not happen again. ISO 9001:2015 clause 10.2 asks for both, and for evidence that the action was effective.</p><ul><li>Correction: contain and fix the problem now.</li><li>Corrective action: find and remove the cause.</li><li>Effectiveness review: check, after a set time, that it has not recurred.</li></ul>",
            },
          },
          {
            type: "quiz",
            title: "Check your understanding",
            content: {
              // A pass mark as a new quiz gets, so a wrong attempt does not earn the course's
              // certificate (decision 0072-quiz-pass-marks): 1 of 2 is below it, 2 of 2 passes.
              passMark: NEW_QUIZ_PASS_MARK,
              review: DEFAULT_QUIZ_REVIEW,
              questions: [
                {
                  id: createId(),
                  question: "A batch of mislabelled samples is relabelled before dispatch. What is this?",
                  options: [option("A correction", true), option("A corrective action"), option("A preventive action")],
                },
                {
                  id: createId(),
                  question: "Which of these does clause 10.2 of ISO 9001:2015 require? Choose every correct answer.",
                  options: [
                    option("Reacting to the nonconformity", true),
                    option("Evaluating the need to eliminate its causes", true),
                    option("Dismissing the employee involved"),
                    option("Reviewing the effectiveness of the action taken", true),
                  ],
                },
              ],
            },
          },
        ],
      },
      {
        title: "Describing the problem precisely",
        blocks: [
          {
            type: "text",
            content: {
              html: '<p>A good problem statement says <em>what</em> happened, <em>where</em>, <em>when</em> and <em>how much</em>, without naming a cause. "Calibration certificates issued late" is a topic; "14 of 60 calibration certificates in March were issued more than five working days after the calibration" is a problem you can investigate.</p>',
            },
          },
        ],
      },
    ],
  },
  {
    title: "Finding the root cause",
    lessons: [
      {
        title: "The five whys",
        blocks: [
          {
            type: "text",
            content: {
              html: "<p>Ask why the problem happened, then why that happened, until you reach a cause your organisation can control. Five is a guide, not a rule: stop when removing the cause would prevent recurrence.</p><ol><li>Why were certificates late? The technical signatory was not available.</li><li>Why? Only one person is authorised to sign.</li><li>Why? The authorisation matrix was not updated when a second signatory qualified.</li></ol>",
            },
          },
        ],
      },
      {
        title: "Fishbone (Ishikawa) diagrams",
        blocks: [
          {
            type: "text",
            content: {
              html: "<p>Group possible causes under method, machine, material, people, measurement and environment. The diagram keeps a team from settling on the first plausible cause; each branch is then tested against the evidence.</p>",
            },
          },
        ],
      },
    ],
  },
  {
    title: "Closing the loop",
    lessons: [
      {
        title: "Verifying effectiveness",
        blocks: [
          {
            type: "text",
            content: {
              html: "<p>Decide, when you plan the action, what evidence will show it worked and when you will look for it. Record the review in the corrective action register and close the action only when that evidence exists.</p>",
            },
          },
          {
            type: "survey",
            title: "Your corrective action process",
            content: {
              questions: [
                {
                  id: createId(),
                  question: "How does your organisation record corrective actions today?",
                  kind: "choice",
                  choices: [
                    { id: createId(), text: "A spreadsheet register" },
                    { id: createId(), text: "A quality management software system" },
                    { id: createId(), text: "Paper forms" },
                  ],
                },
                {
                  id: createId(),
                  question: "What makes root cause analysis hard where you work?",
                  kind: "text",
                  choices: [],
                },
              ],
            },
          },
        ],
      },
    ],
  },
];

/**
 * Gives one catalogue course its chapters, lessons and content blocks (text, quiz, survey),
 * taught by the demo instructor and open for self-enrolment, so a new install has a course to take.
 * Runs after the demo accounts exist.
 */
export async function seedOnlineCourseLessons(db: DatabaseExecutor, instructorEmail: string): Promise<void> {
  const course = await db
    .selectFrom("courses")
    .select("id")
    .where("slug", "=", DEMO_ONLINE_COURSE_SLUG)
    .executeTakeFirst();
  if (!course) return;
  const instructor = await db.selectFrom("user").select("id").where("email", "=", instructorEmail).executeTakeFirst();
  if (instructor) await addCourseInstructor(db, course.id, instructor.id);
  await db
    .updateTable("courses")
    .set({ is_self_enrolment_open: 1, offers_certificate: 1, duration_minutes: 90 })
    .where("id", "=", course.id)
    .execute();

  for (const [chapterIndex, chapterSeed] of DEMO_CHAPTERS.entries()) {
    const chapter = await insertChapter(db, course.id, { title: chapterSeed.title, position: chapterIndex + 1 });
    for (const [lessonIndex, lessonSeed] of chapterSeed.lessons.entries()) {
      const lesson = await insertLesson(db, chapter, { title: lessonSeed.title, position: lessonIndex + 1 });
      for (const [blockIndex, block] of lessonSeed.blocks.entries()) {
        const content = contentForStorage(block.type, block.content);
        await insertBlock(db, lesson, {
          type: block.type,
          title: block.title ?? "",
          position: blockIndex + 1,
          content,
        });
      }
    }
  }
}
