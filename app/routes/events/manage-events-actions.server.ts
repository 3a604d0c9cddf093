import { z } from "zod";
import { markAttendanceSchema } from "~/features/bookings/attendance.schema";
import { importAttendanceFile } from "~/features/bookings/attendance-import.server";
import { IMPORT_ATTENDANCE_INTENT, MARK_ATTENDANCE_INTENT } from "~/features/bookings/attendance-intent";
import { markAttendance } from "~/features/bookings/attendance-marking.server";
import { issueEventCertificates } from "~/features/certificates/issue-event-certificates.server";
import { ISSUE_EVENT_CERTIFICATES_INTENT } from "~/features/certificates/issue-event-certificates-intent";
import { acceptedReply, invalidIntentReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { getDb } from "~/server/app-context.server";
import * as m from "./messages";

const eventIdField = z.string().default("");

/**
 * Everything Manage events posts, told apart by its intent. Its forms belong to two domains
 * (bookings' attendance, certificates' issuing), so the union is the route's own. The attendance
 * file is read beside it (a file is not text).
 */
const manageEventsIntentSchema = z.discriminatedUnion(
  "intent",
  [
    markAttendanceSchema,
    z.object({ intent: z.literal(IMPORT_ATTENDANCE_INTENT), eventId: eventIdField }),
    z.object({ intent: z.literal(ISSUE_EVENT_CERTIFICATES_INTENT), eventId: eventIdField }),
  ],
  { error: () => m.unknownAction() },
);

/** Manage events' posts: mark one person present or not, import an attendance file, issue the certificates. */
export async function answerManageEventsPost(userId: string, formData: FormData) {
  const parsed = parseForm(manageEventsIntentSchema, formData);
  if (!parsed.ok) return invalidIntentReply(parsed);
  const input = parsed.data;
  switch (input.intent) {
    case MARK_ATTENDANCE_INTENT: {
      const { intent: _intent, ...marking } = input;
      const result = await markAttendance(getDb(), marking, userId);
      return result.ok
        ? acceptedReply({ bookingId: result.bookingId, attended: result.attended })
        : refusalReply(result);
    }
    case IMPORT_ATTENDANCE_INTENT: {
      const file = formData.get("file");
      const imported = await importAttendanceFile(getDb(), input.eventId, file instanceof File ? file : null);
      if (!imported.ok) return refusalReply(imported);
      const { matched, unmatched, unmatchedCount } = imported;
      return acceptedReply({ intent: input.intent, matched, unmatched, unmatchedCount });
    }
    case ISSUE_EVENT_CERTIFICATES_INTENT: {
      const result = await issueEventCertificates(getDb(), { eventId: input.eventId, issuedByUserId: userId });
      if (!result.ok) return refusalReply(result);
      return acceptedReply({ intent: input.intent, issued: result.issued, alreadyIssued: result.alreadyIssued });
    }
  }
}
