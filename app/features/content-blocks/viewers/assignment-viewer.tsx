import { Alert, Anchor, Button, FileInput, Group, List, Stack, Text, Title, Typography } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { useFetcher } from "react-router";
import { ASSIGNMENT_FILE_KIND_LABELS } from "~/features/assessment/assignments/assignment-content";
import { SubmissionRecord } from "~/features/assessment/components/submission-record";
import { formatNumber } from "~/lib/i18n/format";
import { LazyRichTextField } from "../editors/lazy-rich-text-field";
import { formatFileSize, type ViewerBlockOf } from "./block-viewer-props";
import * as m from "./messages";
import { LEARNING_INTENTS, type LearningActionData } from "./viewer-blocks";

const ACCEPT = { pdf: "application/pdf", image: "image/jpeg,image/png", word: ".docx" } as const;

/** An assignment: instructions, criteria, the learner's submissions and decisions, and the form to hand in. */
export function AssignmentViewer({ block }: { block: ViewerBlockOf<"assignment"> }) {
  const { content, submissions, canSubmit } = block.assignment;
  const fetcher = useFetcher<LearningActionData>({ key: `assignment-${block.id}` });
  const reply =
    fetcher.data && "blockId" in fetcher.data && fetcher.data.intent === "submit-assignment" ? fetcher.data : null;
  const refusal = reply && "message" in reply ? reply : null;
  const latest = submissions[0];
  const isResubmission = latest?.status === "not-yet-competent";
  const accept = content.fileKinds.map((kind) => ACCEPT[kind]).join(",");
  return (
    <Stack gap="md">
      {content.instructionsHtml ? (
        <Typography>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the instructions are sanitised with an allowlist on save. */}
          <div dangerouslySetInnerHTML={{ __html: content.instructionsHtml }} />
        </Typography>
      ) : null}
      {content.criteria.length ? (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {m.criteria()}
          </Title>
          <List size="sm" spacing={4}>
            {content.criteria.map((criterion) => (
              <List.Item key={criterion.id}>
                <Text span fw={500} size="sm">
                  {criterion.title}
                </Text>
                {criterion.description ? <Text size="sm">{criterion.description}</Text> : null}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
      {submissions.map((submission) => (
        <SubmissionRecord
          key={submission.id}
          submission={submission}
          title={
            submission === latest ? m.yourSubmission({ number: formatNumber(submission.attemptNumber) }) : undefined
          }
          renderFile={(file) => `${file.name} (${formatFileSize(file.sizeBytes)})`}
        />
      ))}
      {reply && "submitted" in reply ? (
        <Alert color="teal" variant="light" role="status" title={m.handedIn()}>
          {m.workBeenSentAssessor()}
        </Alert>
      ) : null}
      {canSubmit ? (
        <fetcher.Form method="post" encType="multipart/form-data">
          <input type="hidden" name="intent" value={LEARNING_INTENTS.submitAssignment} />
          <input type="hidden" name="blockId" value={block.id} />
          <Stack gap="sm">
            <LazyRichTextField name="text" label={m.yourAnswer()} defaultValue="" error={refusal?.fieldErrors.text} />
            {content.maxFiles > 0 ? (
              <FileInput
                label={m.files()}
                description={m.filesAllowed({
                  count: formatNumber(content.maxFiles),
                  size: formatFileSize(content.maxFileBytes),
                  kinds: content.fileKinds.map((kind) => ASSIGNMENT_FILE_KIND_LABELS[kind]).join(", "),
                })}
                placeholder={m.chooseFiles()}
                name="files"
                multiple
                clearable
                accept={accept}
                leftSection={<IconPaperclip size={16} aria-hidden="true" />}
                error={refusal?.fieldErrors.files}
              />
            ) : null}
            {refusal && !refusal.fieldErrors.files && !refusal.fieldErrors.text ? (
              <Alert color="red" variant="light" role="alert">
                {refusal.message}
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" loading={fetcher.state !== "idle"}>
                {isResubmission ? m.resubmit() : m.submit()}
              </Button>
            </Group>
          </Stack>
        </fetcher.Form>
      ) : latest?.status === "awaiting-marking" ? (
        <Text size="sm" c="dimmed">
          {m.workAssessorYouWillGet()}
        </Text>
      ) : null}
      {submissions.length ? (
        <Anchor href={block.assignment.portfolioPath} size="sm">
          {m.downloadMyPortfolio()}
        </Anchor>
      ) : null}
    </Stack>
  );
}
