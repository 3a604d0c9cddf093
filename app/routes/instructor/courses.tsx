import { Badge, Button, Card, Group, Image, Modal, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconPhoto, IconPlus, IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { data, Form, Link, useFetcher, useSearchParams } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { showToast } from "~/components/toast-from-server";
import { requireInstructor } from "~/features/auth/session.server";
import { ADD_COURSE_FAILED_MESSAGE, addCourseSchema } from "~/features/courses/courses.schema";
import { createCourse, listEditableCourses } from "~/features/courses/courses.server";
import { getDb } from "~/server/app-context.server";
import { type FieldErrors, parseForm } from "~/lib/forms";
import { logger } from "~/lib/logger.server";
import { pageTitle } from "~/lib/page-title";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import type { Route } from "./+types/courses";

export const access = { read: "staff", write: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Courses", matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireInstructor(request);
  const search = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 100);
  const courses = await listEditableCourses(getDb(), user, { search });
  return { courses, search };
}

type AddCourseResult = { ok: true; courseId: string } | { ok: false; fieldErrors?: FieldErrors; formError?: string };

/** 'Create course' in the 'Name your course' dialog. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const parsed = parseForm(addCourseSchema, await readFormData(request));
  if (!parsed.ok) return data<AddCourseResult>({ ok: false, fieldErrors: parsed.fieldErrors }, { status: 400 });
  try {
    const course = await createCourse(getDb(), user, parsed.data);
    return data<AddCourseResult>({ ok: true, courseId: course.id });
  } catch (error) {
    // e.g. two courses with the same title created at the same instant: the slug is unique.
    logger.error("Adding a course failed", { error: String(error) });
    return data<AddCourseResult>({ ok: false, formError: ADD_COURSE_FAILED_MESSAGE }, { status: 409 });
  }
}

export default function InstructorCourses({ loaderData }: Route.ComponentProps) {
  const { courses, search } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const [isAddOpen, setAddOpen] = useState(searchParams.get("add") === "1");

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Courses
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAddOpen(true)}>
          Add course
        </Button>
      </Group>
      <Form method="get" role="search">
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label="Search courses by title"
            name="q"
            defaultValue={search}
            key={search}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            style={{ flex: 1, maxWidth: 480 }}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </Form>
      {courses.length === 0 ? (
        search ? (
          <EmptyState heading="No courses found" text={`No course title contains “${search}”.`} />
        ) : (
          <EmptyState heading="No courses yet" text="Create your first course with Add course." />
        )
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {courses.map((course) => (
            <Card key={course.id} withBorder radius="md" padding="md" component="article" aria-label={course.name}>
              <Card.Section>
                {course.cover_url ? (
                  <Image src={course.cover_url} alt="" h={160} fit="cover" />
                ) : (
                  <Group h={160} justify="center" bg="campus.0" aria-hidden="true">
                    <IconPhoto size={40} color="var(--mantine-color-campus-6)" />
                  </Group>
                )}
              </Card.Section>
              <Stack gap="xs" mt="md">
                <Title order={2} size="h4">
                  {course.name}
                </Title>
                <Group justify="space-between">
                  <Badge color={course.is_published ? "teal" : "gray"} variant="light">
                    {course.is_published ? "Published" : "Draft"}
                  </Badge>
                  <Button
                    component={Link}
                    to={`/edit-course/${course.id}`}
                    size="sm"
                    variant="light"
                    aria-label={`Edit ${course.name}`}
                  >
                    Edit
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <AddCourseDialog
        opened={isAddOpen}
        onClose={() => {
          setAddOpen(false);
          if (searchParams.has("add")) {
            const next = new URLSearchParams(searchParams);
            next.delete("add");
            setSearchParams(next, { replace: true });
          }
        }}
      />
    </Stack>
  );
}

/** 'Name your course': a required title; on success the dialog closes and the list reloads. */
function AddCourseDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const fetcher = useFetcher<AddCourseResult>();
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to each answer once.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      showToast("Course created");
      setTitle("");
      onClose();
    } else {
      setError(fetcher.data.fieldErrors?.title ?? null);
      setFormError(fetcher.data.formError ?? null);
    }
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (opened) {
      setError(null);
      setFormError(null);
    }
  }, [opened]);

  return (
    <Modal opened={opened} onClose={onClose} title="Name your course" centered>
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={(event) => {
          const parsed = addCourseSchema.safeParse({ title });
          if (!parsed.success) {
            event.preventDefault();
            setError(parsed.error.issues[0]?.message ?? "Course title is required");
          }
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Title"
            name="title"
            required
            data-autofocus
            value={title}
            error={error ?? undefined}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              setError(null);
            }}
          />
          {formError ? (
            <Text c="red.9" role="alert">
              {formError}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={fetcher.state !== "idle"}>
              Create course
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}
