import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import { ImageUpload } from "~/components/image-upload";
import { SalePriceFields } from "~/components/sale-price-fields";
import { StaleSaveNotice } from "~/components/stale-save-notice";
import { priceInputValue } from "~/lib/course-buyer-facts";
import { type FieldErrors, useFormValidation } from "~/lib/forms";
import { VERSION_FIELD } from "~/lib/record-version";
import { CPD_CATEGORIES, eventFormSchema } from "../event.schema";
import type { EventDetails } from "../event-details";

/** The form's text values for an existing event: the lists become comma-separated text. */
export function eventFormValues(event: EventDetails | null): Record<string, string> {
  if (!event) return {};
  return {
    title: event.title,
    subTitle: event.subTitle,
    dateFrom: event.dateFrom,
    dateTo: event.dateTo,
    timeFrom: event.timeFrom,
    timeTo: event.timeTo,
    location: event.location,
    description: event.description,
    instructor_name: event.instructorName,
    instructor_role: event.instructorRole,
    moderator_name: event.moderatorName,
    moderator_role: event.moderatorRole,
    teamsLink: event.teamsLink ?? "",
    posterUrl: event.posterUrl ?? "",
    image: event.image ?? "",
    highlights: event.highlights.join(", "),
    whoShouldAttend: event.whoShouldAttend.join(", "),
    capacity: event.capacity === null ? "" : String(event.capacity),
    offerHours: String(event.offerHours),
    attendanceMinPercent: String(event.attendanceMinPercent),
    cpdPoints: event.cpdPoints,
    cpdCategory: event.cpdCategory,
    cpdBodyId: event.cpdBodyId ?? "",
    cpdValidityMonths: event.cpdValidityMonths === null ? "" : String(event.cpdValidityMonths),
    certificatesAutomatic: event.certificatesAutomatic ? "on" : "",
    price: priceInputValue(event.priceCents ?? null),
    earlyPrice: priceInputValue(event.earlyPriceCents ?? null),
    earlyPriceUntil: event.earlyPriceUntil ?? "",
  };
}

const CATEGORY_LABELS: Record<(typeof CPD_CATEGORIES)[number], string> = {
  general: "General",
  clinical: "Clinical",
  ethics: "Ethics",
};

interface EventFormProps {
  heading: string;
  values: Record<string, string>;
  /** The version the stored event was loaded at (absent for a new event), posted back with the save. */
  version?: number | string;
  fieldErrors?: FieldErrors;
  formError?: string | null;
  /** Set after a save refused because someone else saved first: where Reload goes. */
  reloadTo?: string;
  /** The accrediting bodies a certificate may name (cpd_bodies). */
  cpdBodies: Array<{ id: string; name: string }>;
}

/**
 * Create or edit a webinar (SPEC 3 "Event", SPEC 5). Checked as it is typed; Save is never disabled:
 * pressing it with a problem shows every message and brings the first into view (lib/forms.ts).
 */
export function EventForm({ heading, values, version, fieldErrors, formError, reloadTo, cpdBodies }: EventFormProps) {
  const navigation = useNavigation();
  const { formProps, fieldProps, checkboxProps, recheck } = useFormValidation(eventFormSchema, {
    mode: "live",
    serverErrors: fieldErrors,
    values,
    formError,
  });
  const text = (name: string, label: string, extra: { type?: string; description?: string } = {}) => (
    <TextInput
      label={label}
      type={extra.type ?? "text"}
      description={extra.description}
      withAsterisk
      aria-required
      {...fieldProps(name)}
    />
  );
  return (
    <Form method="post" noValidate {...formProps}>
      {version !== undefined ? <input type="hidden" name={VERSION_FIELD} value={version} /> : null}
      <Stack gap="md">
        <Title order={1} size="h2">
          {heading}
        </Title>
        {formError && reloadTo ? <StaleSaveNotice message={formError} reloadTo={reloadTo} /> : null}
        {formError && !reloadTo ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        {text("title", "Title")}
        {text("subTitle", "Subtitle")}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {text("dateFrom", "Start date", { type: "date", description: "First day" })}
          {text("dateTo", "End date", { type: "date", description: "Last day (same day if one)" })}
          {text("timeFrom", "Start time", { type: "time", description: "South African time" })}
          {text("timeTo", "End time", { type: "time", description: "South African time" })}
        </SimpleGrid>
        {text("location", "Location", { description: "For example: Online (Microsoft Teams)" })}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Capacity"
            inputMode="numeric"
            description="Seats; leave empty for no limit. When full, people join the waitlist."
            {...fieldProps("capacity")}
          />
          <TextInput
            label="Hours to accept a freed seat"
            inputMode="numeric"
            description="How long the next person on the waitlist has to accept (default 24)"
            {...fieldProps("offerHours")}
          />
          <TextInput
            label="Minimum attendance (%)"
            inputMode="numeric"
            description="Share of the event's duration an online attendee must attend to qualify (default 80)"
            {...fieldProps("attendanceMinPercent")}
          />
        </SimpleGrid>
        <SalePriceFields
          fieldProps={fieldProps}
          prices={{ earlyPriceCents: null, earlyPriceUntil: null }}
          priceDescription="Excluding VAT; leave empty for a free event"
        />
        <Fieldset legend="CPD and certificates">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="CPD points"
                inputMode="decimal"
                description="Printed on each certificate, e.g. 3 or 2.5; empty for none"
                {...fieldProps("cpdPoints")}
              />
              <NativeSelect
                label="CPD category"
                description="Where the points count in the learner's CPD ledger"
                data={CPD_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))}
                {...fieldProps("cpdCategory", "general")}
              />
              <NativeSelect
                label="Accrediting body"
                description="Printed on the certificate as Accredited by"
                data={[
                  { value: "", label: "None" },
                  ...cpdBodies.map((body) => ({ value: body.id, label: body.name })),
                ]}
                {...fieldProps("cpdBodyId", "")}
              />
              <TextInput
                label="Certificate valid for (months)"
                inputMode="numeric"
                description="Leave empty if the certificates do not expire"
                {...fieldProps("cpdValidityMonths")}
              />
            </SimpleGrid>
            <Checkbox
              label="Issue certificates automatically after the event"
              description="Once the event has ended, everyone who qualifies by attendance receives a certificate by email"
              {...checkboxProps("certificatesAutomatic")}
            />
          </Stack>
        </Fieldset>
        <TextInput
          label="Teams link"
          type="url"
          description="Sent in the confirmation email and the calendar invitation"
          {...fieldProps("teamsLink")}
        />
        <Textarea label="Description" withAsterisk aria-required autosize minRows={4} {...fieldProps("description")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text("instructor_name", "Instructor name")}
          {text("instructor_role", "Instructor role")}
          {text("moderator_name", "Moderator name")}
          {text("moderator_role", "Moderator role")}
        </SimpleGrid>
        <Textarea
          label="Highlights"
          description="Separate the highlights with commas"
          autosize
          minRows={2}
          {...fieldProps("highlights")}
        />
        <Textarea
          label="Who should attend"
          description="Separate the groups with commas"
          autosize
          minRows={2}
          {...fieldProps("whoShouldAttend")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ImageUpload label="Poster" {...fieldProps("posterUrl")} onChange={recheck} />
          <ImageUpload label="Image" {...fieldProps("image")} onChange={recheck} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={navigation.state === "submitting"}>
            Save
          </Button>
          <Button component={Link} to="/manage-events" variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
