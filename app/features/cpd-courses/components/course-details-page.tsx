import { Button, Container, Group, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconEdit, IconUserPlus } from "@tabler/icons-react";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { KeysetNav } from "~/components/keyset-nav";
import { ListSearchForm } from "~/components/list-search";
import { EDIT_USER_INTENT, ENROL_USER_INTENT } from "../course-details-intents";
import type { CourseDetails, CpdCourseView, EnrolledUserRow } from "../cpd-course-views";
import { CourseDownloads } from "./course-downloads";
import { CsvImport } from "./csv-import";
import { EditCourseForm } from "./edit-course-form";
import { EnrolledUserForm } from "./enrolled-user-form";
import { EnrolledUsersTable } from "./enrolled-users-table";
import { IssuedCertificates } from "./issued-certificates";
import * as m from "./messages";

/** course-details/{id}: the course, its enrolled users and their certificates (SPEC 4). */
export function CourseDetailsPage({
  course,
  users,
  usersPage,
  newUserDefaults,
  issuedCertificates,
  certificatesPage,
}: CourseDetails) {
  // Each overlay has its own state, so one opening never opens or closes the other (SPEC 4).
  const [editCourseKey, setEditCourseKey] = useState<string | null>(null);
  const [enrolKey, setEnrolKey] = useState<string | null>(null);
  const [editingUser, setEditingUser] = useState<{ user: EnrolledUserRow; key: string } | null>(null);
  const closeEditCourse = useCallback(() => setEditCourseKey(null), []);
  const closeEnrol = useCallback(() => setEnrolKey(null), []);
  const closeEditUser = useCallback(() => setEditingUser(null), []);
  const openKey = (name: string) => `${name}-${Date.now()}`;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1}>{course.courseName}</Title>
            <Text c="dimmed">{m.courseCode({ code: course.courseCode })}</Text>
          </Stack>
          <Group gap="xs">
            <Button
              component={Link}
              to="/list-courses"
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            >
              {m.back()}
            </Button>
            <Button
              variant="light"
              leftSection={<IconEdit size={16} aria-hidden="true" />}
              onClick={() => setEditCourseKey(openKey("edit-course"))}
            >
              {m.edit()}
            </Button>
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden="true" />}
              onClick={() => setEnrolKey(openKey("enrol-user"))}
            >
              {m.addUser()}
            </Button>
          </Group>
        </Group>

        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <Stack gap="sm">
            <Text style={{ whiteSpace: "pre-line" }}>{course.courseDescription}</Text>
            <CourseFacts course={course} />
            <Group gap="xs">
              <Button component={Link} to={`/course/${course.id}/edit`} variant="subtle" size="compact-sm">
                {m.allCourseFields()}
              </Button>
              <Button component={Link} to={`/create-certificate/${course.id}`} variant="subtle" size="compact-sm">
                {m.createCertificateByHand()}
              </Button>
            </Group>
          </Stack>
        </Paper>

        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" component="section" aria-labelledby="enrolled-users">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} size="h3" id="enrolled-users">
                {m.enrolledUsersCount({ count: usersPage.total })}
              </Title>
              <CourseDownloads
                courseId={course.id}
                courseName={course.courseName}
                userCount={usersPage.total}
                issuedCount={usersPage.issued}
              />
            </Group>
            {usersPage.total === 0 ? (
              <EmptyState heading={m.noDataAvailable()} text={m.nobodyEnrolledYet()} />
            ) : (
              <ListSearchForm
                label={m.searchEnrolledUsers()}
                search={usersPage.search}
                maxWidth={480}
                preventScrollReset
              />
            )}
            {usersPage.search && users.length === 0 ? (
              <Text c="var(--campus-text-muted)">{m.noEnrolledUserMatches({ search: usersPage.search })}</Text>
            ) : null}
            {users.length > 0 ? (
              <EnrolledUsersTable
                courseId={course.id}
                users={users}
                onEdit={(user) => setEditingUser({ user, key: openKey(`edit-user-${user.id}`) })}
              />
            ) : null}
            <KeysetNav
              next={usersPage.next}
              label={m.pagesOfEnrolledUsers()}
              firstLabel={m.firstEnrolledUsers()}
              nextLabel={m.nextEnrolledUsers()}
            />
            <Paper withBorder p="md" radius="md" bg="var(--campus-surface-subtle)">
              <Title order={3} size="h5" mb="xs">
                {m.importEnrolledUsers()}
              </Title>
              <CsvImport />
            </Paper>
          </Stack>
        </Paper>
        {certificatesPage.total > 0 ? (
          <IssuedCertificates certificates={issuedCertificates} {...certificatesPage} />
        ) : null}
      </Stack>

      <Modal opened={editCourseKey !== null} onClose={closeEditCourse} title={m.editCourse()} size="lg">
        {editCourseKey ? <EditCourseForm course={course} fetcherKey={editCourseKey} onSaved={closeEditCourse} /> : null}
      </Modal>
      <Modal opened={enrolKey !== null} onClose={closeEnrol} title={m.enrollUser()} size="lg">
        {enrolKey ? (
          <EnrolledUserForm
            intent={ENROL_USER_INTENT}
            initial={newUserDefaults}
            submitLabel={m.save()}
            fetcherKey={enrolKey}
            onSaved={closeEnrol}
          />
        ) : null}
      </Modal>
      <Modal opened={editingUser !== null} onClose={closeEditUser} title={m.editUser()} size="lg">
        {editingUser ? (
          <EnrolledUserForm
            intent={EDIT_USER_INTENT}
            initial={editingUser.user.formValues}
            submitLabel={m.save()}
            fetcherKey={editingUser.key}
            onSaved={closeEditUser}
          />
        ) : null}
      </Modal>
    </Container>
  );
}

function CourseFacts({ course }: { course: CpdCourseView }) {
  const facts: Array<[string, string]> = [
    [m.factInstructor(), course.instructorName],
    [m.factLocation(), course.location],
    [m.factFacilitator(), [course.facilitatorName, course.facilitatorOrganization].filter(Boolean).join(", ")],
    [m.factCpdPoints(), course.allocatedPoints],
    [m.factProviderActivityNumber(), course.providerActivityNumber],
    [m.factAccreditor(), course.accreditor],
    [m.factDuration(), course.duration],
    [m.factValidFor(), course.validityMonths ? m.validityMonths({ count: Number(course.validityMonths) }) : ""],
  ];
  return (
    <Group gap="xl" component="dl" style={{ margin: 0 }}>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" fw={600}>
              {label}
            </Text>
            <Text component="dd" m={0}>
              {value}
            </Text>
          </div>
        ))}
    </Group>
  );
}
