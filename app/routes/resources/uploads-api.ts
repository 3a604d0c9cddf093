import { data } from "react-router";
import { incomingUploadDirectory, saveUpload, UploadRefusedError, uploadUrl } from "~/features/uploads/uploads.server";
import { getEnvironment } from "~/lib/env.server";
import { discardReceivedFile, readMultipartUpload } from "~/lib/multipart-upload.server";
import { STATUS_FOR_REASON } from "~/lib/refusal";
import { unreadableBody } from "~/lib/request-body.server";
import { isStaffRole } from "~/lib/roles";
import type { RouteAccess } from "~/lib/route-access";
import { fileTooBigMessage, isUploadKind } from "~/lib/upload-kinds";
import { requireUser } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/uploads-api";
import * as m from "./messages";

// Every signed-in user may upload an image (a profile picture); course files are for staff.
export const access = {
  read: "public",
  write: { image: "signed-in", pdf: "staff" },
  intentField: "kind",
} satisfies RouteAccess;

// Multipart framing adds a little to the file itself.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * POST multipart (file, kind): stores the file and answers { url }. Every signed-in user may
 * upload an image (a profile picture); course files are for instructors and admins.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: m.postOnly() }, { status: 405 });
  const user = await requireUser(request);
  const environment = getEnvironment();
  const declaredLength = Number(request.headers.get("content-length") ?? 0);
  if (declaredLength > environment.UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    return data({ error: fileTooBigMessage() }, { status: STATUS_FOR_REASON["too-large"] });
  }

  // Streamed to disk as it arrives: a body is never held in memory, and a file over the limit
  // is refused at its first byte too many (decision 0012).
  const received = await readMultipartUpload(request, {
    fileField: "file",
    directory: incomingUploadDirectory(environment.uploadDirectory),
    maxFileBytes: environment.UPLOAD_MAX_BYTES,
    fileTooLargeMessage: fileTooBigMessage(),
  });
  if (!received.ok) {
    if (received.reason === "too-large") {
      return data({ error: fileTooBigMessage() }, { status: STATUS_FOR_REASON["too-large"] });
    }
    return unreadableBody(received);
  }
  const { fields, file } = received;
  try {
    const kind = fields.get("kind") ?? "image";
    if (!file) return data({ error: m.chooseFile() }, { status: 400 });
    if (!isUploadKind(kind)) return data({ error: m.unknownKind() }, { status: 400 });
    // Course files are learning content: the finance role (like a student) uploads images only.
    if (kind !== "image" && !isStaffRole(user.role)) {
      return data({ error: m.onlyStaffUpload() }, { status: STATUS_FOR_REASON.forbidden });
    }
    const upload = await saveUpload(getDb(), {
      filePath: file.path,
      originalName: fields.get("name") || file.fileName || "file",
      kind,
      owner: user,
      uploadDirectory: environment.uploadDirectory,
      maxBytes: environment.UPLOAD_MAX_BYTES,
    });
    return data(
      {
        url: uploadUrl(upload),
        id: upload.id,
        contentType: upload.content_type,
        size: upload.size_bytes,
        name: upload.original_name,
      },
      { status: 201 },
    );
  } catch (error) {
    if (error instanceof UploadRefusedError) return data({ error: error.message }, { status: error.status });
    throw error;
  } finally {
    await discardReceivedFile(file);
  }
}

export async function loader() {
  return data({ error: m.postOnly() }, { status: 405 });
}
