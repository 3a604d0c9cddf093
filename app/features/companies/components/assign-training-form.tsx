import { Alert, Button, Group } from "@mantine/core";
import { useFetcher } from "react-router";
import { CoursePicker } from "~/components/course-picker";
import type { FormReply } from "~/lib/action-reply";
import { MANAGER_ASSIGN_TRAINING_INTENT } from "../employee-self-service.schema";
import * as m from "./messages";

/**
 * Assign an online course or a learning path (decision 0104-company-self-service), found with the
 * shared course picker. On the
 * employees page the ticked rows' checkboxes belong to this form (form="…"); on one employee's page
 * the URL names them.
 */
export function AssignTrainingForm({
  id,
  companyId,
  buttonLabel,
}: {
  id: string;
  companyId: string;
  buttonLabel: string;
}) {
  const fetcher = useFetcher<FormReply>();
  const reply = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const problem = reply?.fieldErrors.employeeId ?? reply?.formError ?? null;
  return (
    <fetcher.Form method="post" id={id}>
      <input type="hidden" name="intent" value={MANAGER_ASSIGN_TRAINING_INTENT} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        {/* Searched on the server as the manager types (decision 0136-course-pickers). */}
        <CoursePicker
          source={{ scope: "company-training", id: companyId }}
          name="training"
          label={m.courseOrLearningPath()}
          placeholder={m.chooseACourseOrLearning()}
          style={{ flex: "1 1 16rem" }}
          error={reply?.fieldErrors.training}
        />
        <Button type="submit" loading={fetcher.state !== "idle"}>
          {buttonLabel}
        </Button>
      </Group>
      {problem && problem !== reply?.fieldErrors.training ? (
        <Alert color="red" mt="sm" role="alert" title={m.notAssigned()}>
          {problem}
        </Alert>
      ) : null}
    </fetcher.Form>
  );
}
