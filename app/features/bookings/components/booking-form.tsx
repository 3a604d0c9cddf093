import { Button, Group, InputBase, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { Notice } from "~/components/notice";
import { PrivacyConsentCheckbox } from "~/components/privacy-consent-checkbox";
import { type FieldErrors, useFormValidation } from "~/lib/forms";
import { PRIVACY_CONSENT_FIELD } from "~/lib/privacy-consent";
import { hasMissingFields, MISSING_FIELDS_MESSAGE, PROVINCES } from "../booking-fields";

// The rules load after the page is interactive, keeping zod out of the page's initial JavaScript.
const loadBookingFormSchema = () => import("../booking.schema").then((module) => module.bookingFormSchema);

interface BookingFormProps {
  eventId: string;
  eventTitle: string;
  fieldErrors?: FieldErrors;
  formError?: string | null;
  values?: Record<string, string> | null;
}

const TEXT_FIELDS = [
  { name: "name", label: "Name", autoComplete: "given-name", required: true },
  { name: "surname", label: "Surname", autoComplete: "family-name", required: true },
  { name: "email", label: "Email", autoComplete: "email", type: "email", required: true },
  { name: "phone", label: "Phone", autoComplete: "tel", type: "tel", required: true },
  { name: "hpcsa", label: "HPCSA number", autoComplete: "off", required: false },
] as const;

const PLACE_AND_WORK_FIELDS = [
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "company", label: "Company", autoComplete: "organization" },
  { name: "occupation", label: "Occupation", autoComplete: "organization-title" },
] as const;

/**
 * The webinar registration form (SPEC 3 "Event booking", SPEC 5). Register is enabled only while
 * every required field is filled in; without JavaScript the server checks the same rules.
 */
export function BookingForm({ eventId, eventTitle, fieldErrors, formError, values }: BookingFormProps) {
  const navigation = useNavigation();
  const { errors, formProps, fieldProps, checkboxProps, canSubmit } = useFormValidation(loadBookingFormSchema, {
    mode: "live",
    serverErrors: fieldErrors,
    values,
  });
  const alert = formError ?? (hasMissingFields(errors) ? MISSING_FIELDS_MESSAGE : null);
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} id="register">
      {/* Posting to this event's own address re-renders the same event if the booking is refused. */}
      <Form
        method="post"
        action={`/events?event=${encodeURIComponent(eventId)}`}
        noValidate
        {...formProps}
        aria-labelledby="register-heading"
        // On the plain /events document, app/islands/booking-form.ts makes this form live instead of React.
        data-live-form="booking"
      >
        <input type="hidden" name="eventId" value={eventId} />
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id="register-heading">
              Register for this webinar
            </Title>
            <Text size="sm" c="dimmed">
              {eventTitle}. Fields marked with * are required.
            </Text>
          </Stack>
          {/* Always in the page, hidden when there is nothing to say: the island shows it. */}
          <Notice tone="error" role="alert" hidden={!alert} liveAlert>
            {alert ?? MISSING_FIELDS_MESSAGE}
          </Notice>
          <div className="grid-2" style={{ gap: "var(--mantine-spacing-md)" }}>
            {TEXT_FIELDS.map((field) => (
              <TextInput
                key={field.name}
                label={field.label}
                type={"type" in field ? field.type : "text"}
                autoComplete={field.autoComplete}
                withAsterisk={field.required}
                aria-required={field.required}
                description={field.name === "hpcsa" ? "Optional: for CPD points" : undefined}
                {...fieldProps(field.name)}
              />
            ))}
            {/* A native select in Mantine's input (as the enquiry form): NativeSelect's chevron is Combobox CSS,
                which the plain document's stylesheet leaves out. */}
            <InputBase
              component="select"
              label="Province"
              withAsterisk
              aria-required
              rightSection={<span aria-hidden="true">▾</span>}
              rightSectionPointerEvents="none"
              {...fieldProps("province", "")}
            >
              <option value="">Choose a province</option>
              {PROVINCES.map((province) => (
                <option key={province} value={province}>
                  {province}
                </option>
              ))}
            </InputBase>
            {PLACE_AND_WORK_FIELDS.map((field) => (
              <TextInput
                key={field.name}
                label={field.label}
                autoComplete={field.autoComplete}
                withAsterisk
                aria-required
                {...fieldProps(field.name)}
              />
            ))}
          </div>
          <PrivacyConsentCheckbox idPrefix="booking" {...checkboxProps(PRIVACY_CONSENT_FIELD)} />
          <Group gap="md">
            <Button type="submit" size="md" disabled={!canSubmit} loading={navigation.state === "submitting"}>
              Register
            </Button>
            <Text size="sm" c="dimmed" hidden={canSubmit} data-live-hint>
              Register becomes available once every field marked with * is filled in.
            </Text>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
