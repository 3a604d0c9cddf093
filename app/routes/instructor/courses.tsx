import { Button, Group, Stack, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ListPagination, ListSearchForm } from "~/components/list-search";
import { AddCourseDialog } from "~/features/courses/components/add-course-dialog";
import { EditableCourseGrid } from "~/features/courses/components/editable-course-grid";
import { addCourseSchema } from "~/features/courses/courses.schema";
import {
  countEditableCourses,
  createCourse,
  EDITABLE_COURSES_PAGE_SIZE,
  listEditableCourses,
} from "~/features/courses/courses.server";
import { acceptedReply, invalidReply, refusalReply } from "~/lib/action-reply";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom, redirectPastLastPage, searchTermFrom } from "~/lib/pagination";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireInstructor } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/courses";
import * as m from "./messages";

export const access = { read: "staff", write: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.courses(), matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireInstructor(request);
  const url = new URL(request.url);
  const search = searchTermFrom(url.searchParams);
  const page = pageNumberFrom(url.searchParams);
  const [courses, total] = await Promise.all([
    listEditableCourses(getDb(), user, { search, page }),
    countEditableCourses(getDb(), user, { search }),
  ]);
  redirectPastLastPage(url, { page, total, pageSize: EDITABLE_COURSES_PAGE_SIZE });
  return { courses, total, search, page, pageSize: EDITABLE_COURSES_PAGE_SIZE };
}

/** 'Create course' in the 'Name your course' dialog. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const parsed = parseForm(addCourseSchema, await readFormData(request));
  if (!parsed.ok) return invalidReply(parsed);
  const result = await createCourse(getDb(), user, parsed.data);
  if (!result.ok) return refusalReply(result);
  return acceptedReply({ courseId: result.courseId });
}

export default function InstructorCourses({ loaderData }: Route.ComponentProps) {
  const { courses, total, search, page, pageSize } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const [isAddOpen, setAddOpen] = useState(searchParams.get("add") === "1");

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {m.courses()}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAddOpen(true)}>
          {m.addCourse()}
        </Button>
      </Group>
      <ListSearchForm label={m.searchCoursesByTitle()} search={search} maxWidth={480} />
      {courses.length === 0 ? (
        search ? (
          <EmptyState heading={m.noCoursesFound()} text={m.noCourseTitleContains({ search })} />
        ) : (
          <EmptyState heading={m.noCoursesYet()} text={m.createFirstCourse()} />
        )
      ) : (
        <>
          <EditableCourseGrid courses={courses} />
          <ListPagination total={total} pageSize={pageSize} page={page} label={m.coursePages()} />
        </>
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
