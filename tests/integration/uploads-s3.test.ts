import fs from "node:fs";
import path from "node:path";
import { GetObjectCommand, HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEnvironment, resetEnvironmentForTests } from "~/lib/env.server";
import { fileStorage } from "~/lib/file-storage.server";
import * as uploadDeleteRoute from "~/routes/resources/upload-delete";
import * as uploadFileRoute from "~/routes/resources/upload-file";
import { getDb } from "~/server/app-context.server";
import { addCourseInstructor, insertCourse, insertEnrolment } from "~/server/factories/course-factory";
import { checkReadiness } from "~/server/readiness.server";
import { formRequest, pageRequest, routeArgs, settle } from "~tests/support/requests";
import { type S3Emulator, startS3Emulator } from "~tests/support/s3-emulator";
import { MINIMAL_PDF, postUpload } from "~tests/support/sample-uploads";
import { signedInAs } from "~tests/support/sign-in";

/**
 * Issue 16 item 2: with S3_* set, POST /api/uploads stores the checked bytes in the bucket (not on
 * disk) and /uploads/:storedName streams them from there behind the same access checks.
 */
let emulator: S3Emulator;
let client: S3Client;

beforeAll(async () => {
  emulator = await startS3Emulator();
  Object.assign(process.env, emulator.environment);
  resetEnvironmentForTests();
  const { settings } = emulator;
  client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
});

afterAll(async () => {
  for (const name of Object.keys(emulator?.environment ?? {})) delete process.env[name];
  resetEnvironmentForTests();
  client?.destroy();
  await emulator?.close();
});

async function served(storedName: string, cookie?: string, headers: Record<string, string> = {}) {
  const request = pageRequest(`/uploads/${storedName}`, cookie);
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return (await settle(() => uploadFileRoute.loader(routeArgs(request, { storedName })))) as Response;
}

describe("uploads on S3-compatible storage", () => {
  it("stores an uploaded lesson file in the bucket and serves it to the course's people only", async () => {
    expect(fileStorage().kind).toBe("s3");
    const instructor = await signedInAs("instructor");
    const student = await signedInAs("student");
    const outsider = await signedInAs("student");
    const db = getDb();
    const course = await insertCourse(db);
    await addCourseInstructor(db, course.id, instructor.id);
    await insertEnrolment(db, course.id, student.id);

    const { status, body } = await postUpload(instructor.cookie, MINIMAL_PDF, "Checklist.pdf", "pdf");
    expect(status).toBe(201);
    const storedName = body.url.split("/").pop() ?? "";

    // In the bucket, with its type; not in the uploads directory.
    const head = await client.send(
      new HeadObjectCommand({ Bucket: emulator.settings.bucket, Key: `uploads/${storedName}` }),
    );
    expect(Number(head.ContentLength)).toBe(MINIMAL_PDF.byteLength);
    expect(head.ContentType).toBe("application/pdf");
    expect(fs.existsSync(path.join(getEnvironment().uploadDirectory, storedName))).toBe(false);

    // A lesson file of this course (the record the block editor writes when a block cites it).
    await db
      .insertInto("course_files")
      .values({ stored_name: storedName, course_id: course.id, created_at: new Date().toISOString() })
      .execute();

    const forStudent = await served(storedName, student.cookie);
    expect(forStudent.status).toBe(200);
    expect(forStudent.headers.get("Content-Type")).toBe("application/pdf");
    expect(forStudent.headers.get("Content-Length")).toBe(String(MINIMAL_PDF.byteLength));
    expect(forStudent.headers.get("ETag")).toBe(head.ETag);
    expect(new Uint8Array(await forStudent.arrayBuffer())).toEqual(MINIMAL_PDF);

    const part = await served(storedName, instructor.cookie, { Range: "bytes=0-7" });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe(`bytes 0-7/${MINIMAL_PDF.byteLength}`);
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe("%PDF-1.4");

    expect((await served(storedName, outsider.cookie)).status).toBe(403);
    const anonymous = await served(storedName);
    expect(anonymous.status).toBe(302);
  });

  it("deletes the object with the record, for the uploader only; the address then answers 404", async () => {
    const owner = await signedInAs("instructor");
    const other = await signedInAs("instructor");
    const { body } = await postUpload(owner.cookie, MINIMAL_PDF, "Handout.pdf", "pdf");
    const storedName = body.url.split("/").pop() ?? "";
    const remove = (cookie: string) =>
      settle(() =>
        uploadDeleteRoute.action(routeArgs(formRequest(`/api/uploads/${body.id}`, {}, cookie), { uploadId: body.id })),
      );

    await remove(other.cookie);
    expect(await fileStorage().exists(storedName)).toBe(true);

    await remove(owner.cookie);
    expect(await fileStorage().exists(storedName)).toBe(false);
    await expect(
      client.send(new GetObjectCommand({ Bucket: emulator.settings.bucket, Key: `uploads/${storedName}` })),
    ).rejects.toThrow();
    expect((await served(storedName, owner.cookie)).status).toBe(404);
  });

  it("reports the bucket as writable storage on /readyz", async () => {
    const readiness = await checkReadiness();
    expect(readiness.checks.storage).toMatchObject({ status: "ok", detail: `bucket ${emulator.settings.bucket}` });
  });
});
