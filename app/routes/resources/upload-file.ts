import fs from "node:fs";
import { Readable } from "node:stream";
import { getSessionUser, requireUser } from "~/features/auth/session.server";
import { findFormOfResponseFile } from "~/features/forms/form-responses.server";
import { canManageForm } from "~/features/forms/forms.server";
import { checkLessonFileAccess } from "~/features/learning/lesson-files.server";
import { findUploadByStoredName, uploadFilePath } from "~/features/uploads/uploads.server";
import { parseByteRange } from "~/lib/byte-range";
import { getEnvironment } from "~/lib/env.server";
import { fileResponse } from "~/lib/file-response.server";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/upload-file";

export const access = { read: "course-reader" } satisfies RouteAccess;

const LESSON_FILE_FOR_READERS = "This file is for the course's enrolled students.";

const SHOWN_INLINE = /^(image|audio|video)\/|^application\/pdf$/;

/**
 * Serves an uploaded file with the type found in its bytes at upload time, never guessed from the name.
 * A lesson file (one a course's content block points at) is only for that course's enrolled students,
 * instructors and admins; signed-out visitors are sent to sign-in first.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const db = getDb();
  const upload = await findUploadByStoredName(db, params.storedName);
  if (!upload) throw refusalResponse(refuse("missing", "Not Found"));
  // A file sent with a form response is for those who manage the form (docs/decisions/0025-forms.md).
  const form = await findFormOfResponseFile(db, upload.stored_name);
  if (form) {
    const user = await requireUser(request);
    if (!canManageForm(user, form)) throw refusalResponse(refuse("missing", "Not Found"));
  }
  const access = await checkLessonFileAccess(db, upload, await getSessionUser(request));
  if (access === "sign-in") await requireUser(request);
  if (access === "forbidden") throw refusalResponse(refuse("forbidden", LESSON_FILE_FOR_READERS));
  const filePath = uploadFilePath(getEnvironment().uploadDirectory, upload);
  if (!fs.existsSync(filePath)) throw refusalResponse(refuse("missing", "Not Found"));

  const size = Number(upload.size_bytes);
  const file = {
    contentType: upload.content_type,
    fileName: upload.original_name,
    disposition: SHOWN_INLINE.test(upload.content_type) ? "inline" : "attachment",
    // A stored name is never reused for other bytes; lesson files must not sit in shared caches.
    cacheControl: access === "public" && !form ? "public, max-age=86400" : "private, max-age=3600",
  } as const;
  // Audio and video players ask for parts of the file to seek (Safari plays nothing without this).
  const range = parseByteRange(request.headers.get("Range"), size);
  if (range === "unsatisfiable") {
    return fileResponse(null, {
      ...file,
      status: 416,
      headers: { "Accept-Ranges": "bytes", "Content-Range": `bytes */${size}` },
    });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const stream = Readable.toWeb(
    fs.createReadStream(filePath, range ? { start, end } : {}),
  ) as ReadableStream<Uint8Array>;
  return fileResponse(stream, {
    ...file,
    status: range ? 206 : 200,
    headers: {
      "Accept-Ranges": "bytes",
      "Content-Length": String(Math.max(0, end - start + 1)),
      ...(range ? { "Content-Range": `bytes ${start}-${end}/${size}` } : {}),
    },
  });
}
