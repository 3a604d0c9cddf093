import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Input,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useEffect, useId, useState } from "react";
import { Form, Link, useActionData, useLocation, useNavigation, useSubmit } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { ListPagination } from "~/components/list-search";
import { ScrollTable } from "~/components/scroll-table";
import type { RefusedReply } from "~/lib/action-reply";
import { useFormValidation } from "~/lib/forms";
import type { MyActivitiesView, MyActivityView } from "../cpd-activities.server";
import { ACTIVITY_INTENTS, cpdActivitySchema, EVIDENCE_ACCEPT } from "../cpd-activity.schema";
import * as m from "./messages";

// Dark enough for AA on white and on a striped row (Mantine's light green and blue text fail on their tint).
const STATUS_COLOURS = {
  pending: "var(--campus-info)",
  approved: "var(--campus-success)",
  rejected: "var(--campus-danger-strong)",
} as const;
const INTENTS = ACTIVITY_INTENTS;

/** The learner's external activities on My CPD: add one with evidence, see each one's status, withdraw or send again. */
export function MyCpdActivities({ view, resubmitId }: { view: MyActivitiesView; resubmitId: string | null }) {
  const reply = useActionData<RefusedReply & { intent?: string }>();
  const resubmitting = resubmitId ? view.activities.find((a) => a.id === resubmitId && a.status === "rejected") : null;
  const [isAdding, setAdding] = useState(false);
  const location = useLocation();
  // A refused add keeps its form open; a new page (a saved activity) closes it.
  useEffect(() => {
    if (reply && !reply.ok && reply.values?.intent === INTENTS.add) setAdding(true);
  }, [reply]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the form after each navigation to a new address.
  useEffect(() => setAdding(false), [location.key]);
  const pageReply = reply && !reply.ok && !reply.values ? reply : null;

  return (
    <section aria-labelledby="cpd-activities">
      <Group justify="space-between" align="end" mb="xs" wrap="wrap">
        <div>
          <Title order={2} id="cpd-activities" size="h3">
            {m.externalActivities()}
          </Title>
          <Text size="sm" c="dimmed">
            {m.cpdYouDidElsewhereSend()}
          </Text>
        </div>
        {!isAdding && !resubmitting && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {m.addAnActivity()}
          </Button>
        )}
      </Group>
      {pageReply?.formError && (
        <Alert color="red" mb="sm" role="alert">
          {pageReply.formError}
        </Alert>
      )}
      {isAdding && !resubmitting && (
        <ActivityForm view={view} intent={INTENTS.add} onCancel={() => setAdding(false)} reply={reply} />
      )}
      {resubmitting && <ActivityForm view={view} intent={INTENTS.resubmit} activity={resubmitting} reply={reply} />}
      {view.activities.length === 0 ? (
        <Text>{m.youHaveNotAddedAny()}</Text>
      ) : (
        <ScrollTable label={m.yourActivities()} minWidth={820}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.date()}</Table.Th>
                <Table.Th>{m.activity()}</Table.Th>
                <Table.Th>{m.body()}</Table.Th>
                <Table.Th>{m.points()}</Table.Th>
                <Table.Th>{m.status()}</Table.Th>
                <Table.Th>{m.evidence()}</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">{m.actions()}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.activities.map((activity) => (
                <ActivityRow key={activity.id} activity={activity} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <ListPagination
        total={view.total}
        pageSize={view.pageSize}
        page={view.page}
        parameter="activitiesPage"
        label={m.pagesOfActivities()}
      />
    </section>
  );
}

function ActivityRow({ activity }: { activity: MyActivityView }) {
  const navigation = useNavigation();
  const submit = useSubmit();
  // Withdrawing removes the activity and its evidence: asked first (without JavaScript the form posts at once).
  const confirmWithdraw = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const confirmed = await confirmAction({
      title: m.withdrawActivity(),
      message: m.withdrawConfirm({ title: activity.title }),
      confirmLabel: m.withdraw(),
      danger: true,
    });
    if (confirmed) await submit(form, { preventScrollReset: true });
  };
  const isBusy = navigation.state === "submitting" && navigation.formData?.get("activityId") === activity.id;
  return (
    <Table.Tr>
      <Table.Td>{activity.dateLabel}</Table.Td>
      <Table.Td>
        <Text size="sm">{activity.title}</Text>
        <Text size="xs" c="dimmed">
          {activity.provider} · {activity.categoryLabel}
        </Text>
      </Table.Td>
      <Table.Td>{activity.bodyCode}</Table.Td>
      <Table.Td>{activity.points}</Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLOURS[activity.status]} variant="light">
          {activity.statusLabel}
        </Badge>
        {activity.status === "rejected" && activity.reason && (
          <Text size="xs" mt={4} maw={260}>
            {m.reasonLine({ reason: activity.reason })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {activity.evidenceUrl ? (
          <Anchor href={activity.evidenceUrl} target="_blank" rel="noopener" size="sm">
            {activity.evidenceName || m.evidence()}
            <span className="visually-hidden"> {m.opensNewTab()}</span>
          </Anchor>
        ) : (
          <Text size="sm">{m.none()}</Text>
        )}
      </Table.Td>
      <Table.Td>
        {activity.status === "pending" && (
          <Form method="post" encType="multipart/form-data" preventScrollReset onSubmit={confirmWithdraw}>
            <input type="hidden" name="intent" value={INTENTS.withdraw} />
            <input type="hidden" name="activityId" value={activity.id} />
            <input type="hidden" name="version" value={activity.version} />
            <Button
              type="submit"
              variant="default"
              size="xs"
              loading={isBusy}
              aria-label={m.withdrawTitle({ title: activity.title })}
            >
              {m.withdraw()}
            </Button>
          </Form>
        )}
        {activity.status === "rejected" && (
          <Button
            component={Link}
            to={`?resubmit=${activity.id}#activity-form`}
            variant="default"
            size="xs"
            aria-label={m.correctSendAgainTitle({ title: activity.title })}
          >
            {m.sendAgain()}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function ActivityForm({
  view,
  intent,
  activity,
  onCancel,
  reply,
}: {
  view: MyActivitiesView;
  intent: string;
  activity?: MyActivityView;
  onCancel?: () => void;
  reply: (RefusedReply & { intent?: string }) | undefined;
}) {
  const ownReply = reply && !reply.ok && reply.values?.intent === intent ? reply : null;
  const { formProps, fieldProps } = useFormValidation(cpdActivitySchema, {
    serverErrors: ownReply?.fieldErrors,
    values: ownReply?.values,
  });
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const id = useId();
  const evidenceError = ownReply?.fieldErrors.evidence;
  const isResubmit = Boolean(activity);
  const title = isResubmit ? m.correctSendAgain() : m.addAnActivity();
  return (
    <Paper withBorder p="md" radius="md" mb="md" id="activity-form">
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        preventScrollReset
        {...formProps}
        aria-labelledby={`${id}-title`}
      >
        <Stack gap="sm">
          <Title order={3} size="h4" id={`${id}-title`}>
            {title}
          </Title>
          {activity?.reason && <Text size="sm">{m.reviewersReason({ reason: activity.reason })}</Text>}
          {ownReply?.formError && (
            <Alert color="red" role="alert">
              {ownReply.formError}
            </Alert>
          )}
          <input type="hidden" name="intent" value={intent} />
          {activity && <input type="hidden" name="activityId" value={activity.id} />}
          {activity && <input type="hidden" name="version" value={activity.version} />}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={m.title()} required maxLength={200} {...fieldProps("title", activity?.title ?? "")} />
            <TextInput
              label={m.provider()}
              required
              maxLength={200}
              {...fieldProps("provider", activity?.provider ?? "")}
            />
            <TextInput
              label={m.date()}
              type="date"
              required
              max={view.today}
              {...fieldProps("activityDate", activity?.date ?? "")}
            />
            <TextInput
              label={m.points()}
              required
              inputMode="decimal"
              description={m.example225()}
              {...fieldProps("points", activity?.points ?? "")}
            />
            <NativeSelect
              label={m.category()}
              required
              data={[{ value: "", label: m.chooseACategory() }, ...view.categories]}
              {...fieldProps("category", activity?.category ?? "")}
            />
            <NativeSelect
              label={m.accreditingBody()}
              required
              data={[
                { value: "", label: m.chooseABody() },
                ...view.bodies.map((body) => ({ value: body.code, label: `${body.code} – ${body.name}` })),
              ]}
              {...fieldProps("bodyCode", activity?.bodyCode ?? "")}
            />
          </SimpleGrid>
          <Input.Wrapper
            label={m.evidence()}
            required={!isResubmit}
            id={`${id}-evidence`}
            description={isResubmit ? m.pdfJpegPngMost10() : m.pdfJpegPngCertificateAttendance()}
            error={evidenceError}
          >
            <input
              id={`${id}-evidence`}
              type="file"
              name="evidence"
              accept={EVIDENCE_ACCEPT}
              required={!isResubmit}
              aria-invalid={evidenceError ? true : undefined}
              aria-describedby={`${id}-evidence-description${evidenceError ? ` ${id}-evidence-error` : ""}`}
              style={{ display: "block", maxWidth: "100%", marginTop: 4 }}
            />
          </Input.Wrapper>
          <Group>
            <Button type="submit" loading={isSaving}>
              {isResubmit ? m.sendAgain() : m.sendForReview()}
            </Button>
            {onCancel ? (
              <Button variant="default" onClick={onCancel}>
                {m.cancel()}
              </Button>
            ) : (
              <Button component={Link} to="." variant="default">
                {m.cancel()}
              </Button>
            )}
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
