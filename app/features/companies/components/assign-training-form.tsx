import { Alert, Button, Group, NativeSelect } from "@mantine/core";
import { useFetcher } from "react-router";
import type { FormReply } from "~/lib/action-reply";
import { MANAGER_ASSIGN_TRAINING_INTENT } from "../employee-self-service.schema";
import * as m from "./messages";

/**
 * Assign an online course or a learning path (decision 0104-company-self-service). On the
 * employees page the ticked rows' checkboxes belong to this form (form="…"); on one employee's page
 * the URL names them.
 */
export function AssignTrainingForm({
  id,
  training,
  buttonLabel,
}: {
  id: string;
  training: { value: string; label: string }[];
  buttonLabel: string;
}) {
  const fetcher = useFetcher<FormReply>();
  const reply = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const problem = reply?.fieldErrors.employeeId ?? reply?.formError ?? null;
  return (
    <fetcher.Form method="post" id={id}>
      <input type="hidden" name="intent" value={MANAGER_ASSIGN_TRAINING_INTENT} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          name="training"
          label={m.courseOrLearningPath()}
          style={{ flex: "1 1 16rem" }}
          error={reply?.fieldErrors.training}
          data={[{ value: "", label: m.chooseACourseOrLearning() }, ...training]}
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
