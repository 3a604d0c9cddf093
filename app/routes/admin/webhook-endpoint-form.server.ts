import type { FormValues } from "~/lib/forms";
import type { WebhookEndpointInput } from "~/platform/webhooks/endpoints.server";

/** The endpoint form's fields as posted, and the same as text to fill a refused form in again. */
export function endpointInputFrom(formData: FormData): { input: WebhookEndpointInput; values: FormValues } {
  const input = {
    url: String(formData.get("url") ?? ""),
    description: String(formData.get("description") ?? ""),
    eventTypes: formData.getAll("eventTypes").map(String),
  };
  return {
    input,
    values: { url: input.url, description: input.description, eventTypes: input.eventTypes.join(",") },
  };
}

/** A form's version field: a whole number, or null (refused as invalid by the caller). */
export function versionFrom(formData: FormData): number | null {
  const text = String(formData.get("version") ?? "");
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}
