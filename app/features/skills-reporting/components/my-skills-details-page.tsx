import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { Form, Link, useActionData, useNavigation } from "react-router";
import type { FormReply } from "~/lib/action-reply";
import { useFormValidation } from "~/lib/forms";
import type { SkillsDetailsView } from "../learner-details.server";
import {
  DISABILITY_ANSWERS,
  EQUITY_CONSENT_TEXT,
  GENDERS,
  ID_TYPE_LABELS,
  ID_TYPES,
  POPULATION_GROUPS,
  SAVE_SKILLS_DETAILS_INTENT,
  skillsDetailsIntentSchema,
  WITHDRAW_EQUITY_CONSENT_INTENT,
} from "../skills.schema";
import * as m from "./messages";

const choices = (values: readonly string[], empty: string) => [
  { value: "", label: empty },
  ...values.map((value) => ({ value, label: value })),
];

/**
 * My learning › Details for skills reporting (decision 0103-skills-evidence). The ID number is
 * shown masked; the equity fields are optional and kept only with the consent box ticked.
 */
export function MySkillsDetailsPage({ view }: { view: SkillsDetailsView }) {
  const reply = useActionData() as FormReply | undefined;
  const refused = reply && !reply.ok ? reply : null;
  const { formProps, fieldProps, checkboxProps } = useFormValidation(skillsDetailsIntentSchema, {
    serverErrors: refused?.fieldErrors,
    values: refused?.values,
  });
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting";
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/my-learning" size="sm">
          {m.backToMyLearning()}
        </Anchor>
        <Title order={1}>{m.detailsForSkillsReporting()}</Title>
        <Text>{m.yourEmployerSSkillsDevelopment()}</Text>
        {reply?.ok && (
          <Alert color="green" role="status">
            {m.yourDetailsAreSaved()}
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
              <input type="hidden" name="intent" value={SAVE_SKILLS_DETAILS_INTENT} />
              <input type="hidden" name="version" value={view.version} />
              <Title order={2} size="h3">
                {m.identity()}
              </Title>
              {view.maskedIdNumber && (
                <Text size="sm">{m.numberOnRecord({ maskedIdNumber: view.maskedIdNumber })}</Text>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <NativeSelect
                  label={m.idType()}
                  data={[
                    { value: "", label: m.choose() },
                    ...ID_TYPES.map((type) => ({ value: type, label: ID_TYPE_LABELS[type] })),
                  ]}
                  {...fieldProps("idType", view.idType)}
                />
                <TextInput
                  label={m.idOrPassportNumber()}
                  description={view.maskedIdNumber ? m.leaveEmptyToKeepThe() : undefined}
                  maxLength={30}
                  autoComplete="off"
                  {...fieldProps("idNumber", "")}
                />
              </SimpleGrid>
              <Title order={2} size="h3">
                {m.equityDetailsOptional()}
              </Title>
              <Checkbox label={EQUITY_CONSENT_TEXT} {...checkboxProps("equityConsent", view.hasConsented)} />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <NativeSelect
                  label={m.populationGroup()}
                  data={choices(POPULATION_GROUPS, "Not given")}
                  {...fieldProps("populationGroup", view.populationGroup)}
                />
                <NativeSelect
                  label={m.gender()}
                  data={choices(GENDERS, "Not given")}
                  {...fieldProps("gender", view.gender)}
                />
                <NativeSelect
                  label={m.disability()}
                  data={choices(DISABILITY_ANSWERS, "Not given")}
                  {...fieldProps("disability", view.disability)}
                />
              </SimpleGrid>
              <Button type="submit" loading={isSaving} style={{ alignSelf: "flex-start" }}>
                {m.saveDetails()}
              </Button>
            </Stack>
          </Form>
        </Paper>
        {view.hasConsented && (
          <Form method="post">
            <input type="hidden" name="intent" value={WITHDRAW_EQUITY_CONSENT_INTENT} />
            <input type="hidden" name="version" value={view.version} />
            <Button type="submit" variant="default" color="red">
              {m.withdrawConsentAndRemoveEquity()}
            </Button>
          </Form>
        )}
      </Stack>
    </Container>
  );
}
