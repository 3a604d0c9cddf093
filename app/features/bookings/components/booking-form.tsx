import { Button, Group, InputBase, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { Notice } from "~/components/notice";
import { PrivacyConsentCheckbox } from "~/components/privacy-consent-checkbox";
import { COUNTRIES, countryLabel } from "~/lib/countries";
import { type FieldErrors, useFormValidation } from "~/lib/forms";
import { PRIVACY_CONSENT_FIELD } from "~/lib/privacy-consent";
import { hasMissingFields, MISSING_FIELDS_MESSAGE, PROVINCES } from "../booking-fields";
import * as m from "../messages";

// The rules load after the page is interactive, keeping zod out of the page's initial JavaScript.
const loadBookingFormSchema = () => import("../booking.schema").then((module) => module.bookingFormSchema);

interface BookingFormProps {
  eventId: string;
  eventTitle: string;
  fieldErrors?: FieldErrors;
  formError?: string | null;
  values?: Record<string, string> | null;
  /** The webinar's seats are taken: the booking joins the waitlist, and the button says so. */
  isFull?: boolean;
}

const TEXT_FIELDS = [
  { name: "name", label: m.detailName, autoComplete: "given-name", required: true },
  { name: "surname", label: m.labelSurname, autoComplete: "family-name", required: true },
  { name: "email", label: m.detailEmail, autoComplete: "email", type: "email", required: true },
  { name: "phone", label: m.detailPhone, autoComplete: "tel", type: "tel", required: true },
  { name: "hpcsa", label: m.detailHpcsa, autoComplete: "off", required: false },
] as const;

const WORK_FIELDS = [
  { name: "company", label: m.detailCompany, autoComplete: "organization" },
  { name: "occupation", label: m.detailOccupation, autoComplete: "organization-title" },
] as const;

/** A native select in Mantine's input (as the enquiry form): NativeSelect's chevron is Combobox CSS,
 which the plain document's stylesheet leaves out. */
const selectProps = {
  component: "select",
  withAsterisk: true,
  "aria-required": true,
  rightSection: <span aria-hidden="true">▾</span>,
  rightSectionPointerEvents: "none",
} as const;

/**
 * The webinar registration form (SPEC 3 "Event booking", SPEC 5). Register is enabled only while
 * every required field is filled in; without JavaScript the server checks the same rules.
 */
export function BookingForm({ eventId, eventTitle, fieldErrors, formError, values, isFull = false }: BookingFormProps) {
  const navigation = useNavigation();
  const { errors, formProps, fieldProps, checkboxProps, canSubmit } = useFormValidation(loadBookingFormSchema, {
    mode: "live",
    serverErrors: fieldErrors,
    values,
  });
  const alert = formError ?? (hasMissingFields(errors) ? MISSING_FIELDS_MESSAGE() : null);
  const submitLabel = isFull ? m.joinWaitlist() : m.register();
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} id="register">
      {/* Posting to this event's own address re-renders the same event if the booking is refused. */}
      <Form
        method="post"
        action={`/events?event=${encodeURIComponent(eventId)}`}
        noValidate
        {...formProps}
        aria-labelledby="register-heading"
        className="booking-form"
        // On the plain /events document, app/islands/booking-form.ts makes this form live instead of React.
        data-live-form="booking"
      >
        <input type="hidden" name="eventId" value={eventId} />
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id="register-heading">
              {m.registerHeading()}
            </Title>
            <Text size="sm" c="dimmed">
              {m.registerIntro({ title: eventTitle })}
            </Text>
          </Stack>
          {/* Always in the page, hidden when there is nothing to say: the island shows it. */}
          <Notice tone="error" role="alert" hidden={!alert} liveAlert>
            {alert ?? MISSING_FIELDS_MESSAGE()}
          </Notice>
          <div className="grid-2" style={{ gap: "var(--mantine-spacing-md)" }}>
            {TEXT_FIELDS.map((field) => (
              <TextInput
                key={field.name}
                label={field.label()}
                type={"type" in field ? field.type : "text"}
                autoComplete={field.autoComplete}
                withAsterisk={field.required}
                aria-required={field.required}
                description={field.name === "hpcsa" ? m.hpcsaOptional() : undefined}
                {...fieldProps(field.name)}
              />
            ))}
            <InputBase label={m.detailCountry()} {...selectProps} {...fieldProps("country", "")}>
              <option value="">{m.chooseACountry()}</option>
              {COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {countryLabel(country)}
                </option>
              ))}
            </InputBase>
            {/* Asked in South Africa only: app.css shows it while South Africa is chosen (no JavaScript
                needed), and the server asks for it only then (decision 0075-registration-for-the-region). */}
            <InputBase
              label={m.detailProvince()}
              className="province-field"
              {...selectProps}
              {...fieldProps("province", "")}
            >
              <option value="">{m.chooseAProvince()}</option>
              {PROVINCES.map((province) => (
                <option key={province} value={province}>
                  {province}
                </option>
              ))}
            </InputBase>
            <TextInput
              label={m.detailCity()}
              autoComplete="address-level2"
              withAsterisk
              aria-required
              {...fieldProps("city")}
            />
            {WORK_FIELDS.map((field) => (
              <TextInput
                key={field.name}
                label={field.label()}
                autoComplete={field.autoComplete}
                description={m.optional()}
                {...fieldProps(field.name)}
              />
            ))}
          </div>
          <PrivacyConsentCheckbox idPrefix="booking" {...checkboxProps(PRIVACY_CONSENT_FIELD)} />
          <Group gap="md">
            <Button type="submit" size="md" disabled={!canSubmit} loading={navigation.state === "submitting"}>
              {submitLabel}
            </Button>
            <Text size="sm" c="dimmed" hidden={canSubmit} data-live-hint>
              {m.submitHint({ action: submitLabel })}
            </Text>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
