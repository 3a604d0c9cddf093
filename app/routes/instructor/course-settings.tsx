import { Anchor, Button, Group, Stack, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "react-router";
import { STAFF_FULL_SCREEN } from "~/components/staff-shell/staff-frame";
import { SignedInUserMenu } from "~/components/staff-shell/staff-user-menu";
import { TranslationsLink } from "~/features/course-translations/components/translations-link";
import { CourseEnrolments, prerequisiteWarningOf } from "~/features/courses/components/course-enrolments";
import { CourseExport } from "~/features/courses/components/course-export";
import { CourseSettingsForm } from "~/features/courses/components/course-settings-form";
import { loadCourseSettings, studentSearchOf } from "~/features/courses/course-settings.server";
import { ENROL_STUDENT_INTENT, SAVE_SETTINGS_INTENT, UNENROL_STUDENT_INTENT } from "~/features/courses/courses.schema";
import {
  ACCEPT_REQUEST_INTENT,
  DECLINE_REQUEST_INTENT,
  EnrolmentRequests,
} from "~/features/learning/components/enrolment-requests";
import { BY_NAME, decodeKeysetCursor, encodeKeysetCursor } from "~/lib/keyset-cursor.server";
import { pageTitle } from "~/lib/page-title";
import { searchTermFrom } from "~/lib/pagination";
import { refusalResponse, refuse } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/course-settings";
import classes from "./course-editor.module.css";
import { enrolIntent, saveSettingsIntent, unenrolIntent } from "./course-settings-actions.server";
import {
  answerEnrolmentRequest,
  isEnrolmentRequestIntent,
  listPendingRequests,
} from "./enrolment-request-intents.server";
import * as m from "./messages";
import { requireCourseEditor } from "./require-course-editor.server";

/** Full screen inside the staff frame: its own top bar, with the user menu and the way back to Courses. */
export const handle = STAFF_FULL_SCREEN;

export const access = {
  read: "course-editor",
  write: {
    [SAVE_SETTINGS_INTENT]: "course-editor",
    [ENROL_STUDENT_INTENT]: "course-editor",
    [UNENROL_STUDENT_INTENT]: "course-editor",
    // Requests for a place (decision 0026): answered by the course's editors only.
    [ACCEPT_REQUEST_INTENT]: "course-editor",
    [DECLINE_REQUEST_INTENT]: "course-editor",
  },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData ? m.settingsTitle({ name: loaderData.course.name }) : m.courseSettings(), matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireCourseEditor(request, params.courseId);
  const url = new URL(request.url);
  // The enrolled students are paged by name (decision 0135-course-settings-paging): a name is the sort key.
  const after = decodeKeysetCursor(url.searchParams.get("after"), BY_NAME);
  if (after === undefined) throw refusalResponse(refuse("invalid", m.enrolledPageMissing()));
  const enrolled = { search: searchTermFrom(url.searchParams), after };
  const page = await loadCourseSettings(getDb(), params.courseId, { studentSearch: studentSearchOf(url), enrolled });
  if (!page.ok) throw refusalResponse(page);
  const { ok: _ok, enrolledNext, ...view } = page;
  const next = enrolledNext ? encodeKeysetCursor(enrolledNext) : null;
  return { ...view, enrolledNext: next, requests: await listPendingRequests(getDb(), params.courseId) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireCourseEditor(request, params.courseId);
  const formData = await readFormData(request);
  const back = new URL(request.url);
  // React Router 8 passes the raw URL: a client-side submission's ends in ".data" (with _routes).
  back.pathname = back.pathname.replace(/\.data$/, "");
  back.searchParams.delete("_routes");
  const intent = { courseId: params.courseId, formData, back, user };
  const named = formData.get("intent");
  if (isEnrolmentRequestIntent(named)) return answerEnrolmentRequest(named, intent);
  switch (named) {
    case ENROL_STUDENT_INTENT:
      return enrolIntent(intent);
    case UNENROL_STUDENT_INTENT:
      return unenrolIntent(intent);
    // Anything else is read as the settings form (which names SAVE_SETTINGS_INTENT), as it always was.
    default:
      return saveSettingsIntent(intent);
  }
}

export default function CourseSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { course, requests, ...students } = loaderData;
  const warned = prerequisiteWarningOf(actionData);
  return (
    <div className={classes.page}>
      <header className={classes.topBar}>
        <Anchor component={Link} to={`/edit-course/${course.id}`} className={classes.back}>
          <IconArrowLeft size={16} aria-hidden="true" />
          {m.backToEditor()}
        </Anchor>
        <Title order={1} size="h4" className={classes.courseTitle}>
          {m.settingsTitle({ name: course.name })}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Button component={Link} to={`/edit-course/${course.id}/question-bank`} variant="default" size="sm">
            {m.questionBank()}
          </Button>
          <TranslationsLink courseId={course.id} />
          <Button component={Link} to="/instructor/courses" variant="default" size="sm">
            {m.allCourses()}
          </Button>
          <SignedInUserMenu />
        </Group>
      </header>
      <main id="main-content" className={classes.content}>
        <Stack gap="xl" maw={880} mx="auto">
          <CourseSettingsForm course={course} reply={warned ? undefined : actionData} />
          <EnrolmentRequests {...requests} />
          <CourseEnrolments {...students} prerequisiteWarning={warned} />
          <CourseExport courseId={course.id} />
        </Stack>
      </main>
    </div>
  );
}
