import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { deleteUpload } from "~/features/uploads/uploads.server";
import { dataSaverFromRequestHeaders } from "~/lib/data-saver";
import { getEnvironment } from "~/lib/env.server";
import { fileStorage } from "~/lib/file-storage.server";
import * as courseViewerRoute from "~/routes/learn/course-viewer";
import * as uploadFileRoute from "~/routes/resources/upload-file";
import * as dataSaverRoute from "~/routes/site/data-saver";
import { getDb } from "~/server/app-context.server";
import {
  addCourseInstructor,
  insertBlock,
  insertChapter,
  insertCourse,
  insertEnrolment,
  insertLesson,
} from "~/server/factories/course-factory";
import { formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { savePdfUpload, saveTestUpload } from "~tests/support/sample-uploads";
import { signedInAs } from "~tests/support/sign-in";

/** The data saver (decision 0107-data-saver): smaller pictures, each lesson's size, the switch. */

async function photo(width: number, height: number) {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#2f6f4e" } })
      .png()
      .toBuffer(),
  );
}

/** The smallest MP4 file-type recognises: an ftyp box ("isom") and some padding. */
function mp4(size: number): Uint8Array {
  const file = Buffer.alloc(size);
  file.writeUInt32BE(24, 0);
  file.write("ftypisom", 4, "ascii");
  file.writeUInt32BE(512, 12);
  file.write("isomiso2", 16, "ascii");
  return new Uint8Array(file);
}

/** A WAV header and silence. */
function wav(size: number): Uint8Array {
  const file = Buffer.alloc(size);
  file.write("RIFF", 0, "ascii");
  file.writeUInt32LE(size - 8, 4);
  file.write("WAVEfmt ", 8, "ascii");
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(8000, 24);
  file.writeUInt32LE(8000, 28);
  file.writeUInt16LE(1, 32);
  file.writeUInt16LE(8, 34);
  file.write("data", 36, "ascii");
  file.writeUInt32LE(size - 44, 40);
  return new Uint8Array(file);
}

const urlOf = (upload: { stored_name: string }) => `/uploads/${upload.stored_name}`;

async function serve(url: string) {
  const storedName = url.split("?")[0].split("/").pop() ?? "";
  return settle(() =>
    uploadFileRoute.loader(routeArgs(new Request(`http://localhost:3000${url}`), { storedName })),
  ) as Promise<Response>;
}

describe("data saver: smaller pictures", () => {
  it("serves a picture 480 px wide as WebP when asked, and keeps the smaller copy for the next request", async () => {
    const upload = urlOf(
      await saveTestUpload({ bytes: await photo(1200, 800), originalName: "site.png", kind: "image" }),
    );
    const first = await serve(`${upload}?w=480`);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/webp");
    const metadata = await sharp(new Uint8Array(await first.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 480, 320]);
    const again = await serve(`${upload}?w=480`);
    expect(again.headers.get("ETag")).toBe(first.headers.get("ETag"));
    const original = await serve(upload);
    expect(original.headers.get("Content-Type")).toBe("image/png");
  });

  it("deletes a picture's smaller copies with the picture", async () => {
    const owner = await signedInAs("student");
    const saved = await saveTestUpload(
      { bytes: await photo(800, 600), originalName: "b.png", kind: "image" },
      { ...owner, image: null, bio: null, locale: null },
    );
    expect((await serve(`${urlOf(saved)}?w=480`)).status).toBe(200);
    const storage = fileStorage(getEnvironment().uploadDirectory);
    const variant = `variant-w480-${saved.stored_name}.webp`;
    expect(await storage.exists(variant)).toBe(true);
    expect(
      await deleteUpload(getDb(), getEnvironment().uploadDirectory, saved.id, {
        ...owner,
        image: null,
        bio: null,
        locale: null,
      }),
    ).toEqual({ ok: true });
    expect(await storage.exists(variant)).toBe(false);
  });

  it("refuses a width it does not offer with a clear message, and ignores ?w on a file that is not a picture", async () => {
    const upload = urlOf(await saveTestUpload({ bytes: await photo(100, 100), originalName: "a.png", kind: "image" }));
    const refused = await serve(`${upload}?w=123`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("480 or 960");
    const document = await serve(`${urlOf(await savePdfUpload(null, "notes.pdf"))}?w=480`);
    expect(document.headers.get("Content-Type")).toBe("application/pdf");
  });
});

describe("data saver: what a lesson downloads", () => {
  it("gives each block the size of the uploads it cites, and a video its audio version", async () => {
    const db = getDb();
    const instructor = await signedInAs("instructor");
    const student = await signedInAs("student");
    const course = await insertCourse(db, {});
    await addCourseInstructor(db, course.id, instructor.id);
    const chapter = await insertChapter(db, course.id, { title: "Audits", position: 1 });
    const lesson = await insertLesson(db, chapter, { title: "Walking the floor", position: 1 });
    await insertEnrolment(db, course.id, student.id);
    const [picture, pdf, video, audio] = [
      await saveTestUpload({ bytes: await photo(600, 400), originalName: "floor.png", kind: "image" }),
      await savePdfUpload(null, "checklist.pdf"),
      await saveTestUpload({ bytes: mp4(4096), originalName: "walk.mp4", kind: "video" }),
      await saveTestUpload({ bytes: wav(2048), originalName: "walk.wav", kind: "audio" }),
    ].map((upload) => ({ url: urlOf(upload), size: upload.size_bytes }));
    await insertBlock(db, lesson, {
      type: "text",
      position: 1,
      content: { html: `<p>Look:</p><img src="${picture.url}" alt="The floor">` },
    });
    await insertBlock(db, lesson, { type: "pdf", position: 2, content: { url: pdf.url, fileName: "checklist.pdf" } });
    await insertBlock(db, lesson, {
      type: "video",
      position: 3,
      content: { source: "upload", url: video.url, audioUrl: audio.url },
    });
    const page = (await courseViewerRoute.loader(
      routeArgs(pageRequest(`/course/${course.id}/${chapter.id}/${lesson.id}`, student.cookie), {
        courseId: course.id,
        chapterId: chapter.id,
        lessonId: lesson.id,
      }),
    )) as Awaited<ReturnType<typeof courseViewerRoute.loader>>;
    if (page.kind !== "reader" || !page.lesson) throw new Error("expected the lesson");
    expect(page.lesson.blocks.map((block) => block.downloadBytes)).toEqual([
      picture.size,
      pdf.size,
      video.size + audio.size,
    ]);
    const videoBlock = page.lesson.blocks[2];
    if (videoBlock?.type !== "video") throw new Error("expected the video");
    expect(videoBlock.content).toMatchObject({
      audioUrl: audio.url,
      sizeBytes: video.size,
      audioSizeBytes: audio.size,
    });
  });
});

describe("data saver: the switch", () => {
  it("keeps the choice in a cookie and goes back to the page; anything but on or off is refused", async () => {
    const answer = (await settle(() =>
      dataSaverRoute.action(routeArgs(formRequest("/data-saver", { dataSaver: "on", redirectTo: "/my-learning" }))),
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/my-learning");
    expect(answer.headers.get("Set-Cookie")).toMatch(/^campus-data-saver=on; Path=\/; Max-Age=31536000/);
    const refused = (await settle(() =>
      dataSaverRoute.action(routeArgs(formRequest("/data-saver", { dataSaver: "maybe" }))),
    )) as Response;
    expect(refused.status).toBe(400);
  });

  it("is on when chosen, when the browser asks to save data, or on a slow connection; a choice wins", () => {
    const state = (headers: Record<string, string>) => dataSaverFromRequestHeaders(new Headers(headers));
    expect(state({})).toEqual({ enabled: false, reason: "default" });
    expect(state({ "Save-Data": "on" })).toEqual({ enabled: true, reason: "save-data" });
    expect(state({ ECT: "2g" })).toEqual({ enabled: true, reason: "slow-connection" });
    expect(state({ ECT: "4g" })).toEqual({ enabled: false, reason: "default" });
    expect(state({ Cookie: "campus-data-saver=slow" })).toEqual({ enabled: true, reason: "slow-connection" });
    expect(state({ Cookie: "a=1; campus-data-saver=off", "Save-Data": "on" })).toEqual({
      enabled: false,
      reason: "chosen",
    });
    expect(state({ Cookie: "campus-data-saver=on" })).toEqual({ enabled: true, reason: "chosen" });
  });
});
