import { redirect } from "react-router";
import { submitEnquiry, TOO_MANY_ENQUIRIES_MESSAGE } from "~/features/enquiries/enquiries.server";
import { ENQUIRY_SCHEMAS } from "~/features/enquiries/enquiry.schema";
import { type EnquiryKind, HONEYPOT_FIELD } from "~/features/enquiries/enquiry-fields";
import { invalidReply, refusalReply } from "~/lib/action-reply";
import { clientAddress } from "~/lib/client-address.server";
import { getEnvironment } from "~/lib/env.server";
import { parseForm } from "~/lib/forms";
import { consentRecord } from "~/lib/privacy-consent";
import { refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import { getDb } from "~/server/app-context.server";

/**
 * The action behind every enquiry form (contact, consulting, quote): validate with the form's own
 * schema (a 400 with one message per field), then store, queue both emails and go to the
 * thank-you page. A filled honeypot is thanked the same and stored nowhere.
 */
export async function answerEnquiryPost(request: Request, kind: EnquiryKind, { courseId }: { courseId?: string } = {}) {
  const formData = await readFormData(request);
  const parsed = parseForm(ENQUIRY_SCHEMAS[kind], formData);
  if (!parsed.ok) return invalidReply(parsed);
  const honeypot = formData.get(HONEYPOT_FIELD);
  const result = await submitEnquiry(getDb(), {
    kind,
    input: parsed.data,
    courseId,
    clientAddress: clientAddress(request),
    isHoneypotFilled: typeof honeypot === "string" && honeypot.trim() !== "",
    baseUrl: getEnvironment().baseUrl,
    consent: consentRecord(),
  });
  if (result.status === "rate-limited") {
    return refusalReply(refuse("too-many", TOO_MANY_ENQUIRIES_MESSAGE()), parsed.values, {
      headers: { "Retry-After": String(result.retryAfterSeconds) },
    });
  }
  return redirect(`/thank-you?for=${kind}`);
}
