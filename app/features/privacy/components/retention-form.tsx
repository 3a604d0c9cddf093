import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { Form, useNavigation } from "react-router";
import type { FieldErrors } from "~/lib/forms";
import { RETENTION_INTENT } from "../privacy-views";
import * as m from "./messages";

/** The retention site setting (months), on the admin's privacy screen. */
export function RetentionForm({
  months,
  version,
  fieldErrors,
  formError,
}: {
  months: number | null;
  version: number;
  fieldErrors?: FieldErrors;
  formError?: string | null;
}) {
  const navigation = useNavigation();
  return (
    <Stack gap="xs" component="section" aria-labelledby="retention-heading">
      <Title order={2} size="h4" id="retention-heading">
        {m.dataRetention()}
      </Title>
      <Text size="sm" c="var(--campus-text-muted)" maw={720}>
        {m.retentionIntro()}
      </Text>
      <Form method="post">
        <input type="hidden" name="intent" value={RETENTION_INTENT} />
        <input type="hidden" name="version" value={version} />
        <Group align="flex-end" gap="sm">
          <TextInput
            name="retentionMonths"
            label={m.keepFor()}
            inputMode="numeric"
            defaultValue={months === null ? "" : String(months)}
            error={fieldErrors?.retentionMonths ?? formError ?? undefined}
            w={{ base: "100%", xs: 320 }}
          />
          <Button
            type="submit"
            variant="light"
            loading={navigation.state === "submitting" && navigation.formData?.get("intent") === RETENTION_INTENT}
          >
            {m.saveRetention()}
          </Button>
        </Group>
      </Form>
    </Stack>
  );
}
