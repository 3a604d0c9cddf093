import { Button, Checkbox, Group, Input, Radio, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { MouseEvent } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { CoursePicker } from "~/components/course-picker";
import { SalePriceFields } from "~/components/sale-price-fields";
import { StaleSaveNotice } from "~/components/stale-save-notice";
import type { RefusedReply } from "~/lib/action-reply";
import { DELIVERY_LABELS } from "~/lib/course-buyer-facts";
import { useFormValidation } from "~/lib/forms";
import { VERSION_FIELD } from "~/lib/record-version";
import * as m from "../messages";
import { DELETE_SCHEDULE_ENTRY_INTENT, type ScheduleEntryFormView } from "../schedule-entry-form-view";
import { LOCATION_LABELS, SCHEDULE_DURATIONS, scheduleEntrySchema } from "../training-schedule.schema";

/** The action's refusal (app/lib/action-reply.ts): field messages, what was typed, a stale save's message. */
type ScheduleEntryActionData = Pick<RefusedReply, "fieldErrors" | "values" | "formError" | "isStale">;

interface ScheduleEntryFormProps {
  /** The stored entry when editing; null when adding. */
  entry: ScheduleEntryFormView | null;
  actionData?: ScheduleEntryActionData;
  /** Where Reload goes after a save refused as stale. */
  reloadTo: string;
}

/** Add or edit one run on the training schedule (SPEC 9): course, start date, duration, location. */
export function ScheduleEntryForm({ entry, actionData, reloadTo }: ScheduleEntryFormProps) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const values = actionData?.values;
  const { errors, formProps, fieldProps, checkboxProps, clearError } = useFormValidation(scheduleEntrySchema, {
    serverErrors: actionData?.fieldErrors,
    values,
  });
  // After a refused save the form keeps the version it was loaded at, not a newer one.
  const loadedVersion = values?.[VERSION_FIELD] ?? (entry ? String(entry.version) : undefined);

  const confirmDelete = async (event: MouseEvent<HTMLButtonElement>) => {
    // Without JavaScript the button posts directly; with it, ask first.
    event.preventDefault();
    const form = event.currentTarget.form;
    if (!form) return;
    if (await confirmAction({ message: m.deleteConfirm() })) {
      const formData = new FormData();
      formData.set("intent", DELETE_SCHEDULE_ENTRY_INTENT);
      submit(formData, { method: "post" });
    }
  };

  return (
    <Form method="post" noValidate {...formProps}>
      {loadedVersion !== undefined ? <input type="hidden" name={VERSION_FIELD} value={loadedVersion} /> : null}
      <Stack gap="md">
        {actionData?.formError && actionData.isStale ? (
          <StaleSaveNotice message={actionData.formError} reloadTo={reloadTo} />
        ) : null}
        {actionData?.formError && !actionData.isStale ? (
          <Input.Error role="alert">{actionData.formError}</Input.Error>
        ) : null}
        <TextInput
          label={m.colCourse()}
          required
          description={m.courseHint()}
          {...fieldProps("courseTitle", entry?.courseTitle ?? "")}
        />
        <CatalogueCourseField entry={entry} field={fieldProps("courseId", entry?.courseId ?? "")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={m.labelStartDate()}
            type="date"
            required
            {...fieldProps("startDate", entry?.startDate ?? "")}
          />
          <TextInput label={m.labelVenue()} description={m.venueHint()} {...fieldProps("venue", entry?.venue ?? "")} />
          <TextInput
            label={m.labelSeatsLeft()}
            description={m.seatsLeftHint()}
            inputMode="numeric"
            {...fieldProps("seatsLeft", entry?.seatsLeft === null || !entry ? "" : String(entry.seatsLeft))}
          />
          <TextInput
            label={m.labelSeatsForSale()}
            description={m.seatsForSaleHint()}
            inputMode="numeric"
            {...fieldProps("capacity", entry?.capacity == null ? "" : String(entry.capacity))}
          />
        </SimpleGrid>
        <SalePriceFields
          fieldProps={fieldProps}
          prices={{
            priceCents: entry?.priceCents ?? null,
            earlyPriceCents: entry?.earlyPriceCents ?? null,
            earlyPriceUntil: entry?.earlyPriceUntil ?? null,
          }}
        />
        <Radio.Group
          label={m.colDuration()}
          required
          {...fieldProps("durationDays", entry ? String(entry.durationDays) : "")}
        >
          <Group mt={4}>
            {SCHEDULE_DURATIONS.map((days) => (
              <Radio key={days} value={String(days)} label={m.days({ count: days })} />
            ))}
          </Group>
        </Radio.Group>
        <Stack gap={6} role="group" aria-labelledby="location-label">
          <Input.Label labelElement="div" id="location-label" required>
            {m.colLocation()}
          </Input.Label>
          <Checkbox
            label={LOCATION_LABELS.onsite}
            description={m.classroomHint({ label: DELIVERY_LABELS.classroom })}
            {...checkboxProps("isOnsite", entry?.isOnsite ?? false)}
            onChange={() => clearError("location")}
          />
          <Checkbox
            label={LOCATION_LABELS.online}
            description={m.onlineHint({ label: DELIVERY_LABELS.virtual })}
            {...checkboxProps("isOnline", entry?.isOnline ?? false)}
            onChange={() => clearError("location")}
          />
          {errors.location ? <Input.Error role="alert">{errors.location}</Input.Error> : null}
        </Stack>
        <Group justify="space-between">
          <Button type="submit" loading={navigation.state === "submitting"}>
            {m.save()}
          </Button>
          {entry ? (
            <Button
              type="submit"
              name="intent"
              value={DELETE_SCHEDULE_ENTRY_INTENT}
              color="red"
              variant="outline"
              formNoValidate
              onClick={confirmDelete}
            >
              {m.deleteEntry()}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Form>
  );
}

/** The catalogue course the entry links to, searched on the server as the instructor types (decision 0136-course-pickers). */
function CatalogueCourseField({
  entry,
  field,
}: {
  entry: ScheduleEntryFormView | null;
  field: { name: string; error?: string; onChange?: () => void };
}) {
  const linked = entry?.courseId && entry.courseName ? { value: entry.courseId, label: entry.courseName } : null;
  return (
    <CoursePicker
      source={{ scope: "schedule" }}
      name={field.name}
      label={m.labelCatalogueCourse()}
      description={m.catalogueCourseHint()}
      placeholder={m.notLinked()}
      error={field.error}
      initial={linked}
      onChange={() => field.onChange?.()}
    />
  );
}
