import { MantineProvider } from "@mantine/core";
import { XMLParser } from "fast-xml-parser";
import { strFromU8, unzipSync } from "fflate";
import { Window } from "happy-dom";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { CourseExport } from "~/features/courses/components/course-export";
import * as exportRoute from "~/routes/instructor/course-scorm-export";
import { getDb } from "~/server/app-context.server";
import { createBankQuestion } from "~/server/factories/assessment-factory";
import {
  addCourseInstructor,
  insertBlock,
  insertChapter,
  insertCourse,
  insertLesson,
} from "~/server/factories/course-factory";
import { cssVariablesResolver, theme } from "~/theme";
import { pageRequest, routeArgs, settle } from "~tests/support/requests";
import { savePdfUpload } from "~tests/support/sample-uploads";
import { type SignedInUser, signedInAs } from "~tests/support/sign-in";

/**
 * A Campus course exported as a SCORM 1.2 package (decision 0099-scorm-export): the route's access
 * and refusals, the ZIP against its manifest, and the package's player run in a DOM against a fake
 * LMS API on its parent window, as an LMS such as Moodle frames it.
 */

const db = () => getDb();
let owner: SignedInUser;
let otherInstructor: SignedInUser;
let admin: SignedInUser;
let courseId: string;
let emptyCourseId: string;
let pdfStoredName: string;

beforeAll(async () => {
  [owner, otherInstructor, admin] = await Promise.all([
    signedInAs("instructor"),
    signedInAs("instructor"),
    signedInAs("admin"),
  ]);
  const course = await insertCourse(db(), { name: "ISO 9001 Internal Auditor" });
  courseId = course.id;
  await addCourseInstructor(db(), courseId, owner.id);
  const empty = await insertCourse(db(), { name: "Nothing yet" });
  emptyCourseId = empty.id;
  await addCourseInstructor(db(), emptyCourseId, owner.id);
  await insertChapter(db(), emptyCourseId, { title: "A chapter without lessons" });

  const pdf = await savePdfUpload(null, "clauses.pdf");
  pdfStoredName = pdf.stored_name;
  const bank = await createBankQuestion(db(), { courseId });

  const first = await insertChapter(db(), courseId, { title: "Understanding the standard", position: 1 });
  const second = await insertChapter(db(), courseId, { title: "Auditing", position: 2 });
  const intro = await insertLesson(db(), first, { title: "Clause 4", position: 1 });
  const quizLesson = await insertLesson(db(), first, { title: "Check your understanding", position: 2 });
  const last = await insertLesson(db(), second, { title: "Planning an audit", position: 1 });

  await insertBlock(db(), intro, {
    position: 1,
    content: { html: '<p>Context matters.</p><p><img src="/uploads/never-stored.png" alt="Gone"></p>' },
  });
  await insertBlock(db(), intro, {
    type: "pdf",
    position: 2,
    title: "The clauses",
    content: { url: `/uploads/${pdfStoredName}`, fileName: "clauses.pdf" },
  });
  await insertBlock(db(), intro, {
    type: "video",
    position: 3,
    title: "Overview",
    content: { source: "youtube", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
  });
  await insertBlock(db(), quizLesson, {
    type: "quiz",
    position: 1,
    title: "Clause quiz",
    content: {
      passMark: 50,
      questions: [
        {
          id: "q1",
          question: "Which clause covers leadership?",
          options: [
            { id: "a", text: "Clause 5", isCorrect: true },
            { id: "b", text: "Clause 8", isCorrect: false },
          ],
        },
        {
          id: "q2",
          question: "Which clause covers improvement?",
          options: [
            { id: "a", text: "Clause 10", isCorrect: true },
            { id: "b", text: "Clause 6", isCorrect: false },
          ],
        },
      ],
    },
  });
  await insertBlock(db(), quizLesson, {
    type: "quiz",
    position: 2,
    title: "Bank quiz",
    content: {
      source: "bank",
      questions: [],
      bank: {
        fixedQuestionIds: [bank.questionId],
        draws: [{ categoryId: bank.categoryId, count: 1 }],
        shuffleQuestions: false,
        shuffleOptions: false,
        timeLimitMinutes: null,
        maxAttempts: null,
        passMark: 100,
        review: "after-passing",
      },
    },
  });
  await insertBlock(db(), last, {
    type: "survey",
    position: 1,
    title: "How was it?",
    content: { questions: [{ id: "s", question: "Rate it", kind: "text", choices: [] }] },
  });
});

async function download(id: string, user: SignedInUser) {
  const request = pageRequest(`/edit-course/${id}/export/scorm.zip`, user.cookie);
  return settle(() => exportRoute.loader(routeArgs(request, { courseId: id })));
}

async function exportedPackage() {
  const answer = await download(courseId, owner);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("Content-Type")).toBe("application/zip");
  expect(answer.headers.get("Content-Disposition")).toContain("iso-9001-internal-auditor-scorm12.zip");
  return unzipSync(new Uint8Array(await answer.arrayBuffer()));
}

describe("exporting a course as SCORM 1.2", () => {
  it("is offered in the course settings as a link to the package", () => {
    const html = renderToString(
      createElement(MantineProvider, { theme, cssVariablesResolver }, createElement(CourseExport, { courseId: "c42" })),
    );
    expect(html).toContain('href="/edit-course/c42/export/scorm.zip"');
    expect(html).toContain("Export as SCORM 1.2");
  });

  it("is for the course's editors: another instructor is refused, a course that does not exist is not found", async () => {
    expect((await download(courseId, otherInstructor)).status).toBe(403);
    expect((await download("no-such-course", owner)).status).toBe(404);
    expect((await download("no-such-course", admin)).status).toBe(404);
    expect((await download(courseId, admin)).status).toBe(200);
  });

  it("refuses a course without lessons with a clear message", async () => {
    const answer = await download(emptyCourseId, owner);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe(
      "This course has no lessons yet, so there is nothing to export. Add a lesson first.",
    );
  });

  it("zips every file the manifest names, the uploads copied from storage, a missing one left out", async () => {
    const files = await exportedPackage();
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "@_",
      isArray: (name) => name === "file",
    });
    const manifest = parser.parse(strFromU8(files["imsmanifest.xml"] as Uint8Array)).manifest;
    const listed: string[] = manifest.resources.resource.file.map((file: { "@_href": string }) => file["@_href"]);
    for (const path of listed) expect(files[path], path).toBeDefined();
    expect(Object.keys(files).sort()).toEqual(["imsmanifest.xml", ...listed].sort());
    expect(listed).toContain(`files/${pdfStoredName}`);
    expect(listed.some((path) => path.includes("never-stored"))).toBe(false);
    expect(manifest.organizations.organization.title).toBe("ISO 9001 Internal Auditor");
  });
});

/** A fake SCORM 1.2 API: keeps what is set, answers what was kept, records every call. */
function fakeLms(kept: Record<string, string> = {}) {
  const calls: string[] = [];
  const values: Record<string, string> = { "cmi.core.lesson_status": "not attempted", ...kept };
  const api = {
    LMSInitialize: (argument: string) => {
      calls.push(`LMSInitialize(${argument})`);
      return "true";
    },
    LMSGetValue: (name: string) => values[name] ?? "",
    LMSSetValue: (name: string, value: string) => {
      calls.push(`LMSSetValue(${name})`);
      values[name] = value;
      return "true";
    },
    LMSCommit: () => {
      calls.push("LMSCommit");
      return "true";
    },
    LMSFinish: () => {
      calls.push("LMSFinish");
      return "true";
    },
    LMSGetLastError: () => "0",
    LMSGetErrorString: () => "",
    LMSGetDiagnostic: () => "",
  };
  return { api, calls, values };
}

/** The package's index.html with its scripts run, framed by a parent window that holds the API. */
function play(files: Record<string, Uint8Array>, api: object) {
  const window = new Window({
    url: "https://lms.example.test/mod/scorm/player/index.html",
    settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true },
  });
  Object.defineProperty(window, "parent", { value: { API: api }, configurable: true });
  window.document.body.innerHTML = '<div id="player" class="player"></div>';
  const run = (window as unknown as { eval: (code: string) => void }).eval;
  run(strFromU8(files["course-data.js"] as Uint8Array));
  run(strFromU8(files["player.js"] as Uint8Array));
  const document = window.document;
  const button = (text: string) => {
    const found = [...document.querySelectorAll("button")].find((element) => element.textContent?.includes(text));
    if (!found) throw new Error(`No button "${text}" in: ${document.body.textContent}`);
    return found as unknown as HTMLButtonElement;
  };
  /** Sends the lesson's quiz (the first, the second…) as its submit button does. */
  const submitQuiz = (index: number) => {
    const submit = document.querySelectorAll("form.quiz-form")[index]?.querySelector("button[type=submit]");
    if (!submit) throw new Error(`No quiz ${index} in: ${document.body.textContent}`);
    (submit as unknown as HTMLButtonElement).click();
  };
  return { window, document, button, submitQuiz };
}

describe("the exported player in an LMS", () => {
  it("reports status and score to the LMS, finishes on leaving, and a second launch resumes", async () => {
    const files = await exportedPackage();
    const lms = fakeLms();
    const first = play(files, lms.api);
    expect(lms.calls[0]).toBe("LMSInitialize()");
    const text = first.document.body.textContent ?? "";
    expect(text).toContain("Clause 4");
    expect(text).toContain("This file was missing from Campus's file storage");
    expect(first.document.querySelector(`iframe.pdf[src="files/${pdfStoredName}"]`)).not.toBeNull();
    expect(first.document.querySelector('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).not.toBeNull();
    expect(lms.values["cmi.core.lesson_status"]).toBe("incomplete");

    // The quiz lesson: the inline quiz half right (passes its 50%), the bank quiz wrong (fails its 100%).
    first.button("Next lesson").click();
    const quizText = first.document.body.textContent ?? "";
    expect(quizText).toContain("here it asks its fixed questions only");
    expect(quizText).toContain("Which clause of ISO 9001 covers internal audit?");
    const forms = [...first.document.querySelectorAll("form.quiz-form")];
    expect(forms).toHaveLength(2);
    const choose = (id: string) => (first.document.getElementById(id) as unknown as HTMLInputElement).click();
    choose("q1-0-0");
    choose("q1-1-1");
    first.submitQuiz(0);
    expect(first.document.body.textContent).toContain("Your best score: 1 of 2 points (50%). Passed.");
    choose("q2-0-1");
    first.submitQuiz(1);
    expect(first.document.body.textContent).toContain("Not passed yet");
    expect(lms.values["cmi.core.score.raw"]).toBe("33");
    expect(lms.values["cmi.core.score.min"]).toBe("0");
    expect(lms.values["cmi.core.score.max"]).toBe("100");
    expect(lms.values["cmi.core.lesson_status"]).toBe("incomplete");

    first.button("Next lesson").click();
    expect(first.document.body.textContent).toContain("This survey is not available offline from Campus");
    // Every lesson done, the bank quiz below its pass mark.
    expect(lms.values["cmi.core.lesson_status"]).toBe("failed");
    first.window.dispatchEvent(new first.window.Event("pagehide"));
    expect(lms.calls.at(-1)).toBe("LMSFinish");
    expect(lms.values["cmi.core.session_time"]).toMatch(/^\d{2,4}:\d{2}:\d{2}$/);
    expect(lms.values["cmi.core.exit"]).toBe("");
    expect(lms.values["cmi.core.lesson_location"]).not.toBe("");
    const suspendData = lms.values["cmi.suspend_data"] ?? "";
    expect(suspendData.length).toBeLessThanOrEqual(4096);
    first.window.dispatchEvent(new first.window.Event("beforeunload"));
    expect(lms.calls.filter((call) => call === "LMSFinish")).toHaveLength(1);
    await first.window.happyDOM.close();

    // The second launch: the LMS hands back what it kept.
    const again = fakeLms({
      "cmi.suspend_data": suspendData,
      "cmi.core.lesson_location": lms.values["cmi.core.lesson_location"] ?? "",
      "cmi.core.entry": "resume",
    });
    const second = play(files, again.api);
    expect(second.document.querySelector(".lesson h2")?.textContent).toBe("Planning an audit");
    expect(second.document.querySelectorAll(".lessons button.done")).toHaveLength(3);
    expect(second.document.body.textContent).toContain("3 of 3 lessons done");
    second.button("Previous lesson").click();
    expect(second.document.body.textContent).toContain("Your best score: 0 of 1 points (0%). Not passed yet");
    // Answering the bank quiz right now passes the course.
    (second.document.getElementById("q2-0-0") as unknown as HTMLInputElement).click();
    second.submitQuiz(1);
    expect(again.values["cmi.core.lesson_status"]).toBe("passed");
    expect(again.values["cmi.core.score.raw"]).toBe("67");
    second.window.dispatchEvent(new second.window.Event("pagehide"));
    expect(again.calls.at(-1)).toBe("LMSFinish");
    await second.window.happyDOM.close();
  });
});
