import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
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
          {alert ? (
            <Notice tone="error" role="alert">
              {alert}
            </Notice>
          ) : null}
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
            <NativeSelect
              label="Province"
              withAsterisk
              aria-required
              {...fieldProps("province", "")}
              data={[{ value: "", label: "Choose a province" }, ...PROVINCES.map((province) => province)]}
            />
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
            {canSubmit ? null : (
              <Text size="sm" c="dimmed">
                Register becomes available once every field marked with * is filled in.
              </Text>
            )}
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
