/**
 * How many bytes a request body may hold, in one table for the whole app. The server counts the
 * bytes while they stream in (server/request-handler.ts): a body that outgrows its limit is
 * refused with 413 before it is buffered, whatever the route would have done with it.
 */

/** Forms, JSON and everything else without a file: 1 MiB is far beyond any form a page sends. */
export const FORM_BODY_LIMIT_BYTES = 1024 * 1024;

/** Multipart framing (boundaries, part headers, the other fields) added to a file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The upload route streams its file to disk and refuses it itself, with its own message, at its
 * first byte over UPLOAD_MAX_BYTES. Its limit here is only a backstop, far enough above that the
 * route answers first: the streams between this counter and the route's parser hold a few
 * hundred KB at most, more than the 64 KiB of framing.
 */
export const UPLOAD_BACKSTOP_MARGIN_BYTES = 1024 * 1024;

/** The enrolled-users CSV import on course-details/:id takes files up to 1 MB (MAX_CSV_BYTES there). */
export const CSV_IMPORT_MAX_BYTES = 1_000_000;

/**
 * Must equal BODY_TOO_LARGE_ERROR_NAME in app/lib/request-body.server.ts, whose parser turns this
 * error into a 413 refusal (a test checks they match; the server cannot import the app's modules).
 */
export const BODY_TOO_LARGE_ERROR_NAME = "BodyTooLargeError";

/**
 * A public form's file field (/f/{slug}) takes files up to 10 MB: must equal FORM_FILE_MAX_BYTES in
 * app/features/forms/field-types.ts. The route refuses a larger file itself; this is the backstop.
 */
export const FORM_FILE_MAX_BYTES = 10_000_000;

/** An external CPD activity's evidence file: must equal EVIDENCE_MAX_BYTES in app/features/cpd-ledger/cpd-activity.schema.ts. */
export const CPD_EVIDENCE_MAX_BYTES = 10_000_000;

export interface BodyLimitSettings {
  /** UPLOAD_MAX_BYTES: the largest file /api/uploads stores. */
  uploadMaxBytes: number;
}

interface BodyLimitRule {
  /** Matched against the request's path (case-insensitive, as React Router matches routes). */
  path: RegExp;
  bytes: (settings: BodyLimitSettings) => number;
  /** Says in the 413 what was too large. */
  what: string;
}

/** Routes that take a file; every other request gets FORM_BODY_LIMIT_BYTES. */
export const FILE_BODY_LIMITS: BodyLimitRule[] = [
  {
    path: /^\/api\/uploads\/?$/i,
    bytes: (settings) => settings.uploadMaxBytes + UPLOAD_BACKSTOP_MARGIN_BYTES,
    what: "The file",
  },
  {
    path: /^\/course-details\/[^/]+\/?$/i,
    bytes: () => CSV_IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    what: "The CSV file",
  },
  {
    // The Teams or Zoom attendance file (ATTENDANCE_FILE_MAX_BYTES in app/features/bookings).
    path: /^\/manage-events\/?$/i,
    bytes: () => CSV_IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    what: "The attendance file",
  },
  {
    // My CPD's external activity with its evidence (EVIDENCE_MAX_BYTES in app/features/cpd-ledger).
    path: /^\/my-learning\/cpd\/?$/i,
    bytes: () => CPD_EVIDENCE_MAX_BYTES + UPLOAD_BACKSTOP_MARGIN_BYTES,
    what: "The activity with its evidence file",
  },
  {
    path: /^\/f\/[^/]+\/?$/i,
    bytes: () => FORM_FILE_MAX_BYTES + UPLOAD_BACKSTOP_MARGIN_BYTES,
    what: "The form with its file",
  },
];

export interface BodyLimit {
  bytes: number;
  what: string;
}

export function bodyLimitFor(path: string, settings: BodyLimitSettings): BodyLimit {
  const rule = FILE_BODY_LIMITS.find((candidate) => candidate.path.test(path));
  if (rule) return { bytes: rule.bytes(settings), what: rule.what };
  return { bytes: FORM_BODY_LIMIT_BYTES, what: "The form" };
}

/** The 413's text: what was too large and the limit in words a person reads. */
export function bodyTooLargeMessage(limit: BodyLimit): string {
  return `${limit.what} you sent is larger than this address accepts (at most ${formatBytes(limit.bytes)}). Send something smaller.`;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The error put into a body stream that outgrew its limit. */
export function bodyTooLargeError(limit: BodyLimit): Error {
  const error = new Error(bodyTooLargeMessage(limit));
  error.name = BODY_TOO_LARGE_ERROR_NAME;
  return error;
}
