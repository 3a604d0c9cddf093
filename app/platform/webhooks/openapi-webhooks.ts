import { z } from "zod";
import { WEBHOOK_EVENT_DATA_SCHEMAS, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from "./event-types";

const SIGNATURE_HEADERS = [
  {
    name: "webhook-id",
    in: "header",
    required: true,
    // i18n-exempt: the OpenAPI document is a machine format (English for developers and their tools)
    description: "The message id: the same on every retry and on a Replay, so process each id once.",
    schema: { type: "string" },
  },
  {
    name: "webhook-timestamp",
    in: "header",
    required: true,
    // i18n-exempt: the OpenAPI document is a machine format (English for developers and their tools)
    description: "Seconds since 1970 when this attempt was sent; refuse one more than five minutes off.",
    schema: { type: "string" },
  },
  {
    name: "webhook-signature",
    in: "header",
    required: true,
    description:
      // i18n-exempt: the OpenAPI document is a machine format (English for developers and their tools)
      'v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">, keyed with the base64-decoded part of the endpoint secret after whsec_ (Standard Webhooks).',
    schema: { type: "string" },
  },
];

/** The OpenAPI 3.1 `webhooks` section: what Campus posts to a registered endpoint, one entry per event type. */
export function webhookOpenApiSection(): Record<string, unknown> {
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => {
      const { $schema: _dialect, ...data } = z.toJSONSchema(WEBHOOK_EVENT_DATA_SCHEMAS[type]) as Record<
        string,
        unknown
      >;
      return [
        type,
        {
          post: {
            summary: WEBHOOK_EVENT_LABELS[type],
            // i18n-exempt: the OpenAPI document is a machine format (English for developers and their tools)
            description: "Registered at /admin/webhooks. Answer 2xx within 10 s; anything else is retried.",
            parameters: SIGNATURE_HEADERS,
            requestBody: {
              required: true,
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    required: ["type", "timestamp", "data"],
                    properties: {
                      type: { const: type },
                      // i18n-exempt: OpenAPI document (machine format)
                      timestamp: { type: "string", description: "When the event happened (ISO 8601)." },
                      data,
                    },
                  },
                },
              },
            },
            responses: { "2XX": { description: "Received." } },
          },
        },
      ];
    }),
  );
}
