import { Alert, Anchor, Button, Container, NativeSelect, Paper, Stack, Text, Title } from "@mantine/core";
import { Form, Link, useActionData } from "react-router";
import type { FormReply } from "~/lib/action-reply";
import { useFormValidation } from "~/lib/forms";
import { facilitatorSchema, SET_FACILITATOR_INTENT } from "../skills.schema";

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
          Back to {view.company.name}
        </Anchor>
        <Title order={1} size="h2">
          Skills Development Facilitator
        </Title>
        <Text>
          The facilitator downloads {view.company.name}'s skills-development reports from My company: the SETA's Annual
          Training Report and Workplace Skills Plan, and the B-BBEE summary, with learners' full ID numbers. Choose one
          of the company's training managers.
        </Text>
        {reply?.ok && (
          <Alert color="green" role="status">
            Saved.
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
                label="Facilitator"
                data={[
                  { value: "", label: "Nobody" },
                  ...view.managers.map((each) => ({ value: each.id, label: each.label })),
                ]}
                {...fieldProps("userId", view.facilitatorId)}
              />
              <Button type="submit" style={{ alignSelf: "flex-start" }}>
                Save facilitator
              </Button>
            </Stack>
          </Form>
        </Paper>
      </Stack>
    </Container>
  );
}
