import { Button, Stack, Text, Textarea, Title } from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { useFormatDate } from "~/lib/use-site-time-zone";
import * as m from "./messages";

/**
 * "Your personal information" on the profile (POPIA, decision 0036): download everything we hold
 * as a ZIP, and ask for it to be deleted.
 */
export function PrivacySection({
  deletionRequestedAt,
  reasonError,
}: {
  /** When a deletion request is waiting, its date (ISO); null otherwise. */
  deletionRequestedAt: string | null;
  reasonError?: string;
}) {
  const navigation = useNavigation();
  const format = useFormatDate();
  const asking = navigation.state === "submitting" && navigation.formAction === "/profile/deletion-request";
  return (
    <Stack gap="md" component="section" aria-labelledby="privacy-heading">
      <Title order={2} size="h4" id="privacy-heading">
        {m.yourInformation()}
      </Title>
      <Stack gap="xs">
        <Text size="sm">{m.downloadExplainer()}</Text>
        {/* A document request: the browser saves the file; counted and logged, so a POST. */}
        <Form method="post" action="/profile/my-data.zip" reloadDocument>
          <Button type="submit" variant="light">
            {m.downloadMyData()}
          </Button>
        </Form>
      </Stack>
      <Stack gap="xs">
        {deletionRequestedAt ? (
          <Text size="sm" role="status">
            {m.deletionAsked({ date: format.date(deletionRequestedAt) })}
          </Text>
        ) : (
          <Form method="post" action="/profile/deletion-request">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{m.askDeletionExplainer()}</Text>
              <Textarea
                name="reason"
                label={m.reasonOptional()}
                autosize
                minRows={2}
                maxLength={2000}
                error={reasonError}
                w="100%"
              />
              <Button type="submit" color="var(--campus-danger)" variant="outline" loading={asking}>
                {m.askForDeletion()}
              </Button>
            </Stack>
          </Form>
        )}
      </Stack>
    </Stack>
  );
}
