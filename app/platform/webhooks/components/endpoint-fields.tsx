import { Checkbox, Stack, Text, TextInput } from "@mantine/core";
import type { FieldErrors, FormValues } from "~/lib/forms";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from "../event-types";
import * as m from "./messages";

/** The address, description and events of an endpoint: the same fields to add one and to edit it. */
export function EndpointFields({
  defaults,
  fieldErrors,
  values,
}: {
  defaults?: { url: string; description: string; eventTypes: WebhookEventType[] };
  fieldErrors?: FieldErrors;
  values?: FormValues | null;
}) {
  // A refused form comes back with the events as sent, comma separated (form values are text).
  const sentTypes = values?.eventTypes;
  const chosen = new Set<string>(sentTypes === undefined ? (defaults?.eventTypes ?? []) : sentTypes.split(","));
  return (
    <Stack gap="sm">
      <TextInput
        label={m.endpointUrl()}
        name="url"
        type="url"
        required
        maxLength={2000}
        placeholder={m.httpsCrmExampleComCampus()}
        description={m.campusPostsEachEventHere()}
        defaultValue={String(values?.url ?? defaults?.url ?? "")}
        error={fieldErrors?.url}
      />
      <TextInput
        label={m.description()}
        name="description"
        maxLength={200}
        description={m.optionalWhatReceivesTheseEvents()}
        defaultValue={String(values?.description ?? defaults?.description ?? "")}
        error={fieldErrors?.description}
      />
      <fieldset style={{ border: 0, padding: 0, margin: 0 }} aria-describedby="webhook-events-hint">
        <legend>
          <Text fw={500} size="sm">
            {m.events()}
          </Text>
        </legend>
        <Text size="xs" c="dimmed" id="webhook-events-hint" mb={6}>
          {m.chooseTheEventsThisEndpoint()}
        </Text>
        <Stack gap={6}>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <Checkbox
              key={type}
              name="eventTypes"
              value={type}
              defaultChecked={chosen.has(type)}
              label={
                <span>
                  <code>{type}</code> · {WEBHOOK_EVENT_LABELS[type]}
                </span>
              }
            />
          ))}
        </Stack>
        {fieldErrors?.eventTypes ? (
          <Text c="red.8" size="sm" role="alert" mt={4}>
            {fieldErrors.eventTypes}
          </Text>
        ) : null}
      </fieldset>
    </Stack>
  );
}
