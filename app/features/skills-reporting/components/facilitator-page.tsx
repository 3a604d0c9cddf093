import { Alert, Anchor, Button, Container, NativeSelect, Paper, Stack, Text, Title } from "@mantine/core";
import { Form, Link, useActionData } from "react-router";
import type { FormReply } from "~/lib/action-reply";
import { useFormValidation } from "~/lib/forms";
import { facilitatorSchema, SET_FACILITATOR_INTENT } from "../skills.schema";
import * as m from "./messages";

export interface FacilitatorView {
  company: { id: string; name: string };
  facilitatorId: string;
  version: number;
  managers: { id: string; label: string }[];
}

/** Admin › Companies › one company › Skills Development Facilitator (decision 0103-skills-evidence). */
export function FacilitatorPage({ view }: { view: FacilitatorView }) {
  const reply = useActionData() as FormReply | undefined;
  const refused = reply && !reply.ok ? reply : null;
  const { formProps, fieldProps } = useFormValidation(facilitatorSchema, {
    serverErrors: refused?.fieldErrors,
    values: refused?.values,
  });
  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <Anchor component={Link} to={`/admin/companies/${view.company.id}`} size="sm">
          {m.backTo({ name: view.company.name })}
        </Anchor>
        <Title order={1} size="h2">
          {m.skillsDevelopmentFacilitator()}
        </Title>
        <Text>{m.theFacilitatorDownloadsSSkills({ name: view.company.name })}</Text>
        {reply?.ok && (
          <Alert color="green" role="status">
            {m.saved()}
          </Alert>
        )}
        {refused?.formError && (
          <Alert color="red" role="alert">
            {refused.formError}
          </Alert>
        )}
        <Paper withBorder p={{ base: "sm", sm: "lg" }} radius="md">
          <Form method="post" noValidate {...formProps}>
            <Stack gap="md">
              <input type="hidden" name="intent" value={SET_FACILITATOR_INTENT} />
              <input type="hidden" name="version" value={view.version} />
              <NativeSelect
                label={m.facilitator()}
                data={[
                  { value: "", label: m.nobody() },
                  ...view.managers.map((each) => ({ value: each.id, label: each.label })),
                ]}
                {...fieldProps("userId", view.facilitatorId)}
              />
              <Button type="submit" style={{ alignSelf: "flex-start" }}>
                {m.saveFacilitator()}
              </Button>
            </Stack>
          </Form>
        </Paper>
      </Stack>
    </Container>
  );
}
