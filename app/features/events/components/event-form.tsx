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
import * as m from "../messages";

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
  get general() {
    return m.cpdCategoryGeneral();
  },
  get clinical() {
    return m.cpdCategoryClinical();
  },
  get ethics() {
    return m.cpdCategoryEthics();
  },
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
        {text("title", m.labelTitle())}
        {text("subTitle", m.labelSubtitle())}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {text("dateFrom", m.labelStartDate(), { type: "date", description: m.firstDay() })}
          {text("dateTo", m.labelEndDate(), { type: "date", description: m.lastDay() })}
          {text("timeFrom", m.labelStartTime(), { type: "time", description: m.saTime() })}
          {text("timeTo", m.labelEndTime(), { type: "time", description: m.saTime() })}
        </SimpleGrid>
        {text("location", m.labelLocation(), { description: m.locationExample() })}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={m.labelCapacity()}
            inputMode="numeric"
            description={m.capacityHint()}
            {...fieldProps("capacity")}
          />
          <TextInput
            label={m.labelOfferHours()}
            inputMode="numeric"
            description={m.offerHoursHint()}
            {...fieldProps("offerHours")}
          />
          <TextInput
            label={m.labelMinAttendance()}
            inputMode="numeric"
            description={m.minAttendanceHint()}
            {...fieldProps("attendanceMinPercent")}
          />
        </SimpleGrid>
        <SalePriceFields
          fieldProps={fieldProps}
          prices={{ earlyPriceCents: null, earlyPriceUntil: null }}
          priceDescription={m.priceHint()}
        />
        <Fieldset legend={m.cpdAndCertificates()}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={m.labelCpdPoints()}
                inputMode="decimal"
                description={m.cpdPointsHint()}
                {...fieldProps("cpdPoints")}
              />
              <NativeSelect
                label={m.labelCpdCategory()}
                description={m.cpdCategoryHint()}
                data={CPD_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))}
                {...fieldProps("cpdCategory", "general")}
              />
              <NativeSelect
                label={m.labelAccreditingBody()}
                description={m.accreditingBodyHint()}
                data={[
                  { value: "", label: m.none() },
                  ...cpdBodies.map((body) => ({ value: body.id, label: body.name })),
                ]}
                {...fieldProps("cpdBodyId", "")}
              />
              <TextInput
                label={m.labelValidity()}
                inputMode="numeric"
                description={m.validityHint()}
                {...fieldProps("cpdValidityMonths")}
              />
            </SimpleGrid>
            <Checkbox
              label={m.labelAutomatic()}
              description={m.automaticHint()}
              {...checkboxProps("certificatesAutomatic")}
            />
          </Stack>
        </Fieldset>
        <TextInput label={m.labelTeamsLink()} type="url" description={m.teamsLinkHint()} {...fieldProps("teamsLink")} />
        <Textarea
          label={m.labelDescription()}
          withAsterisk
          aria-required
          autosize
          minRows={4}
          {...fieldProps("description")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text("instructor_name", m.labelInstructorName())}
          {text("instructor_role", m.labelInstructorRole())}
          {text("moderator_name", m.labelModeratorName())}
          {text("moderator_role", m.labelModeratorRole())}
        </SimpleGrid>
        <Textarea
          label={m.highlights()}
          description={m.highlightsHint()}
          autosize
          minRows={2}
          {...fieldProps("highlights")}
        />
        <Textarea
          label={m.whoShouldAttend()}
          description={m.whoShouldAttendHint()}
          autosize
          minRows={2}
          {...fieldProps("whoShouldAttend")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ImageUpload label={m.labelPoster()} {...fieldProps("posterUrl")} onChange={recheck} />
          <ImageUpload label={m.labelImage()} {...fieldProps("image")} onChange={recheck} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={navigation.state === "submitting"}>
            {m.save()}
          </Button>
          <Button component={Link} to="/manage-events" variant="default">
            {m.cancel()}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
