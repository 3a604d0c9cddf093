import { findFormOfResponseFile } from "~/features/forms/form-responses.server";
import { canManageForm } from "~/features/forms/forms.server";
import { checkLessonFileAccess } from "~/features/learning/lesson-files.server";
import { findUploadByStoredName } from "~/features/uploads/uploads.server";
import { parseByteRange } from "~/lib/byte-range";
import { getEnvironment } from "~/lib/env.server";
import { fileResponse } from "~/lib/file-response.server";
import { fileStorage } from "~/lib/file-storage.server";
import { ensureImageVariant, IMAGE_VARIANT_WIDTHS, isResizableImage } from "~/lib/image-variant.server";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getSessionUser, requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/upload-file";
import * as m from "./messages";

export const access = { read: "course-reader" } satisfies RouteAccess;

const SHOWN_INLINE = /^(image|audio|video)\/|^application\/pdf$/;

/**
 * Serves an uploaded file with the type found in its bytes at upload time, never guessed from the name.
 * A lesson file (one a course's content block points at) is only for that course's enrolled students,
 * instructors and admins; signed-out visitors are sent to sign-in first.
 */
/** The width asked for with ?w=, null without one; a width not offered is refused (400). */
function requestedImageWidth(request: Request): number | null {
  const asked = new URL(request.url).searchParams.get("w");
  if (asked === null) return null;
  const width = Number(asked);
  if (!IMAGE_VARIANT_WIDTHS.includes(width)) throw refusalResponse(refuse("invalid", m.imageWidths()));
  return width;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = getDb();
  const upload = await findUploadByStoredName(db, params.storedName);
  if (!upload) throw refusalResponse(refuse("missing", m.notFound()));
  // A file sent with a form response is for those who manage the form (docs/decisions/0025-forms.md).
  const form = await findFormOfResponseFile(db, upload.stored_name);
  if (form) {
    const user = await requireUser(request);
    if (!canManageForm(user, form)) throw refusalResponse(refuse("missing", m.notFound()));
  }
  const access = await checkLessonFileAccess(db, upload, await getSessionUser(request));
  if (access === "sign-in") await requireUser(request);
  if (access === "forbidden") throw refusalResponse(refuse("forbidden", m.lessonFileForReaders()));
  // Local disk or the S3 bucket: the bytes are streamed through this access-checked route either way.
  const storage = fileStorage(getEnvironment().uploadDirectory);
  // A smaller copy of a picture for the data saver (decision 0107-data-saver); other files ignore ?w.
  const width = requestedImageWidth(request);
  const storedName =
    width && isResizableImage(upload.content_type)
      ? await ensureImageVariant(storage, upload.stored_name, width)
      : upload.stored_name;
  const stored = await storage.stat(storedName);
  if (!stored) throw refusalResponse(refuse("missing", m.notFound()));

  const size = stored.size;
  const file = {
    contentType: storedName === upload.stored_name ? upload.content_type : "image/webp",
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
      headers: { "Accept-Ranges": "bytes", "Content-Range": `bytes */${size}`, ETag: stored.etag },
    });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const object = await storage.get(storedName, range ? { start, end } : undefined);
  if (!object) throw refusalResponse(refuse("missing", m.notFound()));
  return fileResponse(object.body, {
    ...file,
    status: range ? 206 : 200,
    headers: {
      "Accept-Ranges": "bytes",
      ETag: object.etag,
      "Content-Length": String(Math.max(0, end - start + 1)),
      ...(range ? { "Content-Range": `bytes ${start}-${end}/${size}` } : {}),
    },
  });
}
