import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toast-from-server";
import { useSchemaValidation } from "~/lib/forms";
import { enrolledUserSchema } from "../cpd-courses.schema";
import type { CourseDetailsActionResult } from "./course-details-types";

export interface EnrolledUserValues {
  id?: string;
  name: string;
  email: string;
  idNumber: string;
  title: string;
  allocatedPoints: string;
  certificateNumber: string;
  date: string;
}

interface EnrolledUserFormProps {
  intent: "enrol-user" | "edit-user";
  initial: EnrolledUserValues;
  submitLabel: string;
  /** New for each opening of the overlay, so an earlier submission's result is not shown again. */
  fetcherKey: string;
  onSaved: () => void;
}

/** The 'Enroll user' overlay and the edit of a user: the same fields and rules (SPEC 3, 5). */
export function EnrolledUserForm({ intent, initial, submitLabel, fetcherKey, onSaved }: EnrolledUserFormProps) {
  const fetcher = useFetcher<CourseDetailsActionResult>({ key: fetcherKey });
  const result = fetcher.data;
  const serverErrors = result && !result.ok ? result.fieldErrors : undefined;
  const { errors, onSubmit, clearError } = useSchemaValidation(enrolledUserSchema, serverErrors);

  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) {
      showToast(result.message);
      onSaved();
    }
  }, [fetcher.state, result, onSaved]);

  const field = (name: keyof EnrolledUserValues & string) => ({
    name,
    defaultValue: initial[name] ?? "",
    error: errors[name],
    onChange: () => clearError(name),
  });

  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      {initial.id ? <input type="hidden" name="enrolledUserId" value={initial.id} /> : null}
      <Stack gap="sm">
        {result && !result.ok && result.formError ? (
          <Alert color="orange" role="alert">
            {result.formError}
          </Alert>
        ) : null}
        <TextInput label="Name" required placeholder="Enter a name here..." data-autofocus {...field("name")} />
        <TextInput label="Email" type="email" required placeholder="Enter an email here..." {...field("email")} />
        <TextInput label="ID number" placeholder="Enter an ID or HPCSA number here..." {...field("idNumber")} />
        <TextInput label="Title" required placeholder="Enter a title here..." {...field("title")} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Allocated points"
            required
            inputMode="decimal"
            placeholder="Enter points here..."
            {...field("allocatedPoints")}
          />
          <TextInput
            label="Certificate number"
            required
            placeholder="Enter a certificate number here..."
            {...field("certificateNumber")}
          />
        </SimpleGrid>
        <TextInput label="Date" type="date" required {...field("date")} />
        <Group justify="flex-end">
          <Button type="submit" loading={fetcher.state !== "idle"}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}
