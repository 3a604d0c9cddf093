import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconArrowDown, IconArrowLeft, IconArrowUp, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { type FetcherWithComponents, Link, useFetcher, useLocation } from "react-router";
import { CoursePicker } from "~/components/course-picker";
import { StaleSaveNotice } from "~/components/stale-save-notice";
import { LazyRichTextField } from "~/features/content-blocks/editors/lazy-rich-text-field";
import type { FormReply } from "~/lib/action-reply";
import { useFormValidation } from "~/lib/forms";
import { formatNumber } from "~/lib/i18n/format";
import {
  ADD_PATH_COURSE_INTENT,
  ENROL_PATH_STUDENT_INTENT,
  enrolPathStudentSchema,
  MOVE_PATH_COURSE_INTENT,
  pathDetailsSchema,
  REMOVE_PATH_COURSE_INTENT,
  SAVE_PATH_INTENT,
} from "../paths.schema";
import * as m from "./messages";

interface EditedPath {
  id: string;
  title: string;
  slug: string;
  summary: string;
  descriptionHtml: string;
  isPublished: boolean;
  offersCertificate: boolean;
  version: number;
  courses: Array<{ id: string; name: string; slug: string; isPublished: boolean; isOnline: boolean }>;
  enrolledCount: number;
  completedCount: number;
}

/** One learning path's staff page: details, its courses in order, and enrolling a student. */
export function LearningPathEditor({ path }: { path: EditedPath }) {
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/learning-paths" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" /> {m.learningPathsBack()}
        </Group>
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {path.title}
        </Title>
        <Group gap="sm">
          <Badge variant="light" color={path.isPublished ? "green" : "gray"}>
            {path.isPublished ? m.published() : m.draft()}
          </Badge>
          {path.isPublished ? (
            <Anchor href={`/paths/${path.slug}`} size="sm">
              {m.viewPublicPage()}
            </Anchor>
          ) : null}
        </Group>
      </Group>
      <Text size="sm" c="var(--campus-text-muted)">
        {m.enrolledCompleted({
          enrolled: formatNumber(path.enrolledCount),
          completed: formatNumber(path.completedCount),
        })}
      </Text>
      <DetailsForm path={path} />
      <CoursesSection path={path} />
      <EnrolStudentForm />
    </Stack>
  );
}

function FormMessage({ reply }: { reply: FormReply | undefined }) {
  const location = useLocation();
  if (!reply || reply.ok || !reply.formError) return null;
  if (reply.isStale) return <StaleSaveNotice message={reply.formError} reloadTo={location.pathname} />;
  return (
    <Text c="red.9" role="alert">
      {reply.formError}
    </Text>
  );
}

function DetailsForm({ path }: { path: EditedPath }) {
  const fetcher = useFetcher<FormReply>();
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const refused = reply && !reply.ok ? reply : undefined;
  const { formProps, fieldProps, checkboxProps } = useFormValidation(pathDetailsSchema, {
    serverErrors: refused?.fieldErrors,
    values: refused?.values ?? undefined,
  });
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <fetcher.Form method="post" noValidate {...formProps}>
        <input type="hidden" name="intent" value={SAVE_PATH_INTENT} />
        <input type="hidden" name="version" value={path.version} />
        <Stack gap="md">
          <Title order={2} size="h4">
            {m.details()}
          </Title>
          <FormMessage reply={reply} />
          <TextInput label={m.title()} required maxLength={200} {...fieldProps("title", path.title)} />
          <TextInput
            label={m.addressSlug()}
            description={m.publicPageIs({ slug: path.slug })}
            required
            maxLength={80}
            {...fieldProps("slug", path.slug)}
          />
          <Textarea label={m.summary()} autosize minRows={2} maxLength={500} {...fieldProps("summary", path.summary)} />
          <LazyRichTextField label={m.description()} {...fieldProps("descriptionHtml", path.descriptionHtml)} />
          <Checkbox label={m.publishedShownPaths()} {...checkboxProps("isPublished", path.isPublished)} />
          <Checkbox
            label={m.offersPathCertificate()}
            description={m.issuedOnceLearnerCompletesEvery()}
            {...checkboxProps("offersCertificate", path.offersCertificate)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={fetcher.state !== "idle"}>
              {m.savePath()}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Paper>
  );
}

function CoursesSection({ path }: { path: EditedPath }) {
  const fetcher = useFetcher<FormReply>();
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";
  const last = path.courses.length - 1;
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {m.coursesInOrder()}
        </Title>
        <FormMessage reply={reply} />
        {path.courses.length === 0 ? (
          <Text c="var(--campus-text-muted)">{m.noCoursesYetAddFirst()}</Text>
        ) : (
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: "none" }} aria-label={m.coursesInOrder()}>
            {path.courses.map((course, index) => (
              <Group component="li" key={course.id} justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                  <Text fw={600}>{index + 1}.</Text>
                  <Text style={{ overflowWrap: "anywhere" }}>{course.name}</Text>
                  {course.isPublished ? null : (
                    <Badge variant="light" color="gray">
                      {m.notPublished()}
                    </Badge>
                  )}
                </Group>
                <Group gap={4} wrap="nowrap">
                  <RowButton
                    fetcher={fetcher}
                    fields={{
                      intent: MOVE_PATH_COURSE_INTENT,
                      courseId: course.id,
                      direction: "up",
                      version: path.version,
                    }}
                    disabled={busy || index === 0}
                    label={m.moveUp({ course: course.name })}
                    icon={<IconArrowUp size={16} aria-hidden="true" />}
                  />
                  <RowButton
                    fetcher={fetcher}
                    fields={{
                      intent: MOVE_PATH_COURSE_INTENT,
                      courseId: course.id,
                      direction: "down",
                      version: path.version,
                    }}
                    disabled={busy || index === last}
                    label={m.moveDown({ course: course.name })}
                    icon={<IconArrowDown size={16} aria-hidden="true" />}
                  />
                  <RowButton
                    fetcher={fetcher}
                    fields={{ intent: REMOVE_PATH_COURSE_INTENT, courseId: course.id, version: path.version }}
                    disabled={busy}
                    label={m.removeCourse({ course: course.name })}
                    icon={<IconTrash size={16} aria-hidden="true" />}
                  />
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value={ADD_PATH_COURSE_INTENT} />
          <input type="hidden" name="version" value={path.version} />
          <Group align="flex-end" gap="sm" wrap="wrap">
            {/* Searched on the server: any course of the catalogue, not the first 200 by name (decision
                0136); a new picker after each change to the path (its version), empty again. */}
            <CoursePicker
              key={path.version}
              source={{ scope: "learning-path", id: path.id }}
              label={m.courseToAdd()}
              name="courseId"
              required
              placeholder={m.chooseOnlineCourse()}
              style={{ flex: "1 1 16rem" }}
            />
            <Button type="submit" variant="default" loading={busy}>
              {m.addCourse()}
            </Button>
          </Group>
        </fetcher.Form>
      </Stack>
    </Paper>
  );
}

/** One small form per row action (move up, move down, remove), all through the section's fetcher. */
function RowButton({
  fetcher,
  fields,
  disabled,
  label,
  icon,
}: {
  fetcher: FetcherWithComponents<FormReply>;
  fields: Record<string, string | number>;
  disabled: boolean;
  label: string;
  icon: ReactNode;
}) {
  return (
    <fetcher.Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ActionIcon type="submit" variant="default" size="lg" disabled={disabled} aria-label={label} title={label}>
        {icon}
      </ActionIcon>
    </fetcher.Form>
  );
}

function EnrolStudentForm() {
  const fetcher = useFetcher<FormReply>();
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const refused = reply && !reply.ok ? reply : undefined;
  const { formProps, fieldProps } = useFormValidation(enrolPathStudentSchema, {
    serverErrors: refused?.fieldErrors,
    values: refused?.values ?? undefined,
  });
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <fetcher.Form method="post" noValidate {...formProps}>
        <input type="hidden" name="intent" value={ENROL_PATH_STUDENT_INTENT} />
        <Stack gap="md">
          <Title order={2} size="h4">
            {m.enrolAStudent()}
          </Title>
          <Text size="sm" c="var(--campus-text-muted)">
            {m.enrolsStudentPathEveryCourse()}
          </Text>
          {refused?.formError && !refused.fieldErrors.email ? (
            <Text c="red.9" role="alert">
              {refused.formError}
            </Text>
          ) : null}
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={m.studentSEmail()}
              type="email"
              required
              maxLength={200}
              style={{ flex: "1 1 16rem" }}
              {...fieldProps("email")}
            />
            <Button type="submit" mt={{ base: 0, xs: 25 }} loading={fetcher.state !== "idle"}>
              {m.enrolStudent()}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Paper>
  );
}
