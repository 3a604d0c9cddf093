import { data } from "react-router";
import type { FieldErrors, FormValues } from "./forms";
import { DEFAULT_MESSAGE_FOR_REASON, type Refusal, type RefusalReason, STATUS_FOR_REASON } from "./refusal";

/**
 * One reply shape for every form's action, so components read `fieldErrors`, `formError` and
 * `values` the same way whatever the action said: a refused form comes back with its messages
 * and what was typed; an accepted one with whatever the screen needs next.
 */
export interface RefusedReply {
  ok: false;
  reason: RefusalReason;
  /** One message per field, shown under the field. */
  fieldErrors: FieldErrors;
  /** A message about the whole form (a refusal that is not about one field), or null. */
  formError: string | null;
  /** What was sent, to fill the form in again; null when the form should start afresh. */
  values: FormValues | null;
  /** Someone else saved first: the screen offers Reload. */
  isStale: boolean;
  /** A structured document as sent (an editor whose fields are not flat text), to fill it in again. */
  document?: Record<string, unknown> | null;
}

export type AcceptedReply<Extra extends object = object> = {
  ok: true;
  fieldErrors: FieldErrors;
  formError: null;
  values: null;
} & Extra;

export type FormReply<Extra extends object = object> = RefusedReply | AcceptedReply<Extra>;

/** The schema said no: 400 with each field's message and the values as sent. */
export function invalidReply(parsed: { fieldErrors: FieldErrors; values?: FormValues | null }, formError?: string) {
  const reply: RefusedReply = {
    ok: false,
    reason: "invalid",
    fieldErrors: parsed.fieldErrors,
    formError: formError ?? null,
    values: parsed.values ?? null,
    isStale: false,
  };
  return data(reply, { status: STATUS_FOR_REASON.invalid });
}

/**
 * The schema said no to a form with no fields of its own on the screen (a button posting its
 * intent, an unknown intent): 400 with the first message shown above the page.
 */
export function invalidIntentReply(parsed: { fieldErrors: FieldErrors; values?: FormValues | null }) {
  return invalidReply(parsed, Object.values(parsed.fieldErrors)[0] ?? DEFAULT_MESSAGE_FOR_REASON.invalid);
}

/**
 * A feature's refusal as the form's reply, with the status from STATUS_FOR_REASON. The message
 * shows above the form, except when the refusal names fields and carries only the default
 * message: then the field messages say it.
 */
export function refusalReply(
  refusal: Refusal,
  values?: FormValues | null,
  init?: { headers?: HeadersInit; document?: Record<string, unknown> | null },
) {
  const fieldErrors = refusal.fieldErrors ?? {};
  const message = refusal.message ?? DEFAULT_MESSAGE_FOR_REASON[refusal.reason];
  const saysOnlyWhatFieldsSay =
    Object.keys(fieldErrors).length > 0 && message === DEFAULT_MESSAGE_FOR_REASON[refusal.reason];
  const reply: RefusedReply = {
    ok: false,
    reason: refusal.reason,
    fieldErrors,
    formError: saysOnlyWhatFieldsSay ? null : message,
    values: values ?? null,
    isStale: refusal.reason === "stale",
    ...(init?.document === undefined ? {} : { document: init.document }),
  };
  return data(reply, { status: STATUS_FOR_REASON[refusal.reason], headers: init?.headers });
}

/** The action did what was asked: no messages, and whatever the screen needs next. */
export function acceptedReply<Extra extends object = object>(extra?: Extra): AcceptedReply<Extra> {
  return { ok: true, fieldErrors: {}, formError: null, values: null, ...(extra as Extra) };
}
