import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { StaleSaveNotice } from "~/components/stale-save-notice";
import { showToast } from "~/components/toast-from-server";
import { useFormValidation } from "~/lib/forms";
import { VERSION_FIELD } from "~/lib/record-version";
import type { EDIT_USER_INTENT, ENROL_USER_INTENT } from "../course-details-intents";
import type { EnrolledUserValues } from "../cpd-course-views";
import { enrolledUserSchema } from "../cpd-courses.schema";
import type { CourseDetailsActionResult } from "./course-details-types";
import * as m from "./messages";

interface EnrolledUserFormProps {
  intent: typeof ENROL_USER_INTENT | typeof EDIT_USER_INTENT;
  initial: EnrolledUserValues;
  submitLabel: string;
  /** New for each opening of the overlay, so an earlier submission's result is not shown again. */
  fetcherKey: string;
  onSaved: () => void;
}

/**
 * The 'Enroll user' overlay and the edit of a user: the same fields and rules (SPEC 3, 5). An edit
 * refused because someone else saved first keeps what was typed; Reload starts the form again
 * from the stored user (and refreshes the page's list).
 */
export function EnrolledUserForm({ intent, initial, submitLabel, fetcherKey, onSaved }: EnrolledUserFormProps) {
  const [loaded, setLoaded] = useState({ values: initial, generation: 0 });
  const revalidator = useRevalidator();
  const reload = (latest: EnrolledUserValues) => {
    setLoaded((current) => ({ values: latest, generation: current.generation + 1 }));
    void revalidator.revalidate();
  };
  return (
    <EnrolledUserFields
      // A new key per reload: fresh fields and a fresh fetcher, without the refused save's answer.
      key={loaded.generation}
      intent={intent}
      initial={loaded.values}
      submitLabel={submitLabel}
      fetcherKey={`${fetcherKey}-${loaded.generation}`}
      onSaved={onSaved}
      onReload={reload}
    />
  );
}

function EnrolledUserFields({
  intent,
  initial,
  submitLabel,
  fetcherKey,
  onSaved,
  onReload,
}: EnrolledUserFormProps & { onReload: (latest: EnrolledUserValues) => void }) {
  const fetcher = useFetcher<CourseDetailsActionResult>({ key: fetcherKey });
  const result = fetcher.data;
  const serverErrors = result && !result.ok ? result.fieldErrors : undefined;
  const { formProps, fieldProps } = useFormValidation(enrolledUserSchema, { serverErrors });

  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) {
      showToast(result.message);
      onSaved();
    }
  }, [fetcher.state, result, onSaved]);

  const field = (name: keyof EnrolledUserValues & string) => fieldProps(name, String(initial[name] ?? ""));
  const refusal = result && !result.ok ? result : null;
  const latest = refusal?.latest;

  return (
    <fetcher.Form method="post" noValidate {...formProps}>
      <input type="hidden" name="intent" value={intent} />
      {initial.id ? <input type="hidden" name="enrolledUserId" value={initial.id} /> : null}
      {initial.version !== undefined ? <input type="hidden" name={VERSION_FIELD} value={initial.version} /> : null}
      <Stack gap="sm">
        {refusal?.formError && refusal.isStale && latest ? (
          <StaleSaveNotice message={refusal.formError} onReload={() => onReload(latest)} />
        ) : null}
        {refusal?.formError && !(refusal.isStale && latest) ? (
          <Alert color="orange" role="alert">
            {refusal.formError}
          </Alert>
        ) : null}
        <TextInput label={m.name()} required placeholder={m.enterName()} data-autofocus {...field("name")} />
        <TextInput label={m.email()} type="email" required placeholder={m.enterEmail()} {...field("email")} />
        <TextInput label={m.idNumber()} placeholder={m.enterIdNumber()} {...field("idNumber")} />
        <TextInput label={m.title()} required placeholder={m.enterTitle()} {...field("title")} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={m.allocatedPoints()}
            required
            inputMode="decimal"
            placeholder={m.enterPoints()}
            {...field("allocatedPoints")}
          />
          <TextInput
            label={m.certificateNumber()}
            required
            placeholder={m.enterCertificateNumber()}
            {...field("certificateNumber")}
          />
        </SimpleGrid>
        <TextInput label={m.date()} type="date" required {...field("date")} />
        <Group justify="flex-end">
          <Button type="submit" loading={fetcher.state !== "idle"}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}
