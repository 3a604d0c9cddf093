import { data, redirect } from "react-router";
import { clientAddress } from "~/lib/client-address.server";
import { getEnvironment } from "~/lib/env.server";
import { parseForm } from "~/lib/forms";
import { consentRecord } from "~/lib/privacy-consent";
import { readFormData } from "~/lib/request-body.server";
import { getDb } from "~/server/app-context.server";
import { isHoneypotFilled, submitEnquiry, TOO_MANY_ENQUIRIES_MESSAGE } from "./enquiries.server";
import { ENQUIRY_SCHEMAS } from "./enquiry.schema";
import type { EnquiryKind } from "./enquiry-fields";

export interface EnquiryActionData {
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  formError: string | null;
}

/**
 * The action behind every enquiry form: validate with the form's own schema (a 400 with one
 * message per field), then store, queue both emails and go to the thank-you page.
 */
export async function handleEnquiryPost(request: Request, kind: EnquiryKind, { courseId }: { courseId?: string } = {}) {
  const formData = await readFormData(request);
  const parsed = parseForm(ENQUIRY_SCHEMAS[kind], formData);
  if (!parsed.ok) {
    return data<EnquiryActionData>(
      { fieldErrors: parsed.fieldErrors, values: parsed.values, formError: null },
      { status: 400 },
    );
  }
  const result = await submitEnquiry(getDb(), {
    kind,
    input: parsed.data,
    courseId,
    clientAddress: clientAddress(request),
    isHoneypotFilled: isHoneypotFilled(formData),
    baseUrl: getEnvironment().baseUrl,
    consent: consentRecord(),
  });
  if (result.status === "rate-limited") {
    return data<EnquiryActionData>(
      { fieldErrors: {}, values: parsed.values, formError: TOO_MANY_ENQUIRIES_MESSAGE },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return redirect(`/thank-you?for=${kind}`);
}
