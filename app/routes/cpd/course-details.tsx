import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Menu,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import {
  IconArrowLeft,
  IconCertificate,
  IconChevronDown,
  IconDownload,
  IconEdit,
  IconTrash,
  IconUserPlus,
} from "@tabler/icons-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { data, Link, useFetcher, useRevalidator } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { EmptyState } from "~/components/empty-state";
import { showToast } from "~/components/toast-from-server";
import { requireInstructor } from "~/features/auth/session.server";
import { generateCertificateNumber, listCertificatesOfCpdCourse } from "~/features/certificates/certificates.server";
import type { CourseDetailsActionResult } from "~/features/cpd-courses/components/course-details-types";
import { CsvImport } from "~/features/cpd-courses/components/csv-import";
import { EditCourseForm } from "~/features/cpd-courses/components/edit-course-form";
import {
  EnrolledUserForm,
  type EnrolledUserValues,
  enrolledUserValues,
} from "~/features/cpd-courses/components/enrolled-user-form";
import {
  DEFAULT_CERTIFICATE_TITLE,
  editCourseOverlaySchema,
  enrolledUserSchema,
  STALE_COURSE_MESSAGE,
} from "~/features/cpd-courses/cpd-courses.schema";
import {
  enrolUser,
  findCpdCourse,
  listEnrolledUsers,
  removeEnrolledUser,
  updateCourseDetails,
} from "~/features/cpd-courses/cpd-courses.server";
import { saveEnrolledUserEdit } from "~/features/cpd-courses/enrolled-user-edit.server";
import { importEnrolledUsersCsv } from "~/features/cpd-courses/enrolled-users-csv.server";
import { todayDateInputValue } from "~/lib/form-fields";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { parseFormBody, readTextFile, unreadableBody } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { CpdEnrolledUser } from "~db/schema";
import type { Route } from "./+types/course-details";

export const access = {
  read: "staff",
  write: {
    "edit-course": "staff",
    "enrol-user": "staff",
    "edit-user": "staff",
    "import-csv": "staff",
    "remove-user": "staff",
  },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData?.course.course_name ?? "Course details", matches);

const MAX_CSV_BYTES = 1_000_000;

async function loadCourse(id: string) {
  const course = await findCpdCourse(getDb(), id);
  if (!course) throw new Response("This course does not exist.", { status: 404 });
  return course;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireInstructor(request);
  const course = await loadCourse(params.id);
  const [users, certificates] = await Promise.all([
    listEnrolledUsers(getDb(), course.id),
    listCertificatesOfCpdCourse(getDb(), course.id),
  ]);
  const certificateByUser = new Map<string, { verificationCode: string; revoked: boolean }>();
  for (const certificate of certificates) {
    if (!certificate.cpd_enrolled_user_id) continue;
    const known = certificateByUser.get(certificate.cpd_enrolled_user_id);
    // The current (not revoked) certificate wins over an older revoked one.
    if (!known || known.revoked) {
      certificateByUser.set(certificate.cpd_enrolled_user_id, {
        verificationCode: certificate.verification_code,
        revoked: Boolean(certificate.revoked_at),
      });
    }
  }
  return {
    course,
    users: users.map((user) => ({ ...user, certificate: certificateByUser.get(user.id) ?? null })),
    issuedCertificates: certificates.map((certificate) => ({
      id: certificate.id,
      number: certificate.certificate_number,
      name: certificate.recipient_name,
      issuedAt: certificate.issued_at,
      source: certificate.source,
      verificationCode: certificate.verification_code,
      isRevoked: Boolean(certificate.revoked_at),
    })),
    newUserDefaults: {
      name: "",
      email: "",
      idNumber: "",
      title: DEFAULT_CERTIFICATE_TITLE,
      allocatedPoints: course.allocated_points,
      certificateNumber: generateCertificateNumber(),
      date: todayDateInputValue(),
    } satisfies EnrolledUserValues,
  };
}

type ActionAnswer = ReturnType<typeof data<CourseDetailsActionResult>> | CourseDetailsActionResult;

function refused(
  intent: string,
  fields: Partial<CourseDetailsActionResult & { ok: false }>,
  status = 400,
): ActionAnswer {
  return data<CourseDetailsActionResult>({ ok: false, intent, fieldErrors: {}, ...fields }, { status });
}

export async function action({ request, params }: Route.ActionArgs): Promise<ActionAnswer> {
  await requireInstructor(request);
  const course = await loadCourse(params.id);
  const read = await parseFormBody(request);
  if (!read.ok) return unreadableBody(read);
  const formData = read.formData;
  const intent = String(formData.get("intent") ?? "");
  const db = getDb();

  if (intent === "edit-course") {
    const parsed = parseForm(editCourseOverlaySchema, formData);
    if (!parsed.ok) return refused(intent, { fieldErrors: parsed.fieldErrors });
    const result = await updateCourseDetails(db, course.id, parsed.data);
    if (!result.ok) return refused(intent, { formError: STALE_COURSE_MESSAGE }, 409);
    return { ok: true, intent, message: "Course details updated successfully" };
  }

  if (intent === "enrol-user" || intent === "edit-user") {
    const parsed = parseForm(enrolledUserSchema, formData);
    if (!parsed.ok) return refused(intent, { fieldErrors: parsed.fieldErrors });
    if (intent === "enrol-user") {
      const result = await enrolUser(db, course.id, parsed.data);
      if (!result.ok) return refused(intent, { fieldErrors: result.problems as Record<string, string> }, 409);
      return { ok: true, intent, message: "User added successfully" };
    }
    const { status, answer } = await saveEnrolledUserEdit(db, course.id, formData, parsed.data);
    return answer.ok ? answer : data(answer, { status });
  }

  if (intent === "remove-user") {
    const removed = await removeEnrolledUser(db, course.id, String(formData.get("enrolledUserId") ?? ""));
    if (!removed) return refused(intent, { formError: "This user is no longer enrolled on the course." }, 404);
    return { ok: true, intent, message: "User removed" };
  }

  if (intent === "import-csv") {
    const file = formData.get("file");
    if (!(file instanceof File) || file.size === 0) return refused(intent, { formError: "Choose a CSV file." });
    if (file.size > MAX_CSV_BYTES) return refused(intent, { formError: "The file is larger than 1 MB." }, 413);
    const csv = await readTextFile(file);
    if (!csv.ok) return refused(intent, { formError: csv.message });
    const result = await importEnrolledUsersCsv(db, course.id, csv.text);
    if (result.ok) return { ok: true, intent, message: `${result.imported} users imported` };
    if ("fileProblem" in result) return refused(intent, { formError: result.fileProblem });
    return refused(intent, { importProblems: result.rowProblems, checkedRows: result.checkedRows }, 422);
  }

  return refused(intent, { formError: "Unknown action." });
}

type EnrolledUserRow = CpdEnrolledUser & { certificate: { verificationCode: string; revoked: boolean } | null };

function formatDate(isoDate: string) {
  return new Intl.DateTimeFormat("en-ZA", { day: "numeric", month: "short", year: "numeric" }).format(
    new Date(isoDate),
  );
}

export default function CourseDetailsPage({ loaderData }: Route.ComponentProps) {
  const { course, users, newUserDefaults, issuedCertificates } = loaderData;
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
            <Title order={1}>{course.course_name}</Title>
            <Text c="dimmed">Course code {course.course_code}</Text>
          </Stack>
          <Group gap="xs">
            <Button
              component={Link}
              to="/list-courses"
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            >
              Back
            </Button>
            <Button
              variant="light"
              leftSection={<IconEdit size={16} aria-hidden="true" />}
              onClick={() => setEditCourseKey(openKey("edit-course"))}
            >
              Edit
            </Button>
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden="true" />}
              onClick={() => setEnrolKey(openKey("enrol-user"))}
            >
              Add User
            </Button>
          </Group>
        </Group>

        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <Stack gap="sm">
            <Text style={{ whiteSpace: "pre-line" }}>{course.course_description}</Text>
            <CourseFacts course={course} />
            <Group gap="xs">
              <Button component={Link} to={`/course/${course.id}/edit`} variant="subtle" size="compact-sm">
                All course fields
              </Button>
              <Button component={Link} to={`/create-certificate/${course.id}`} variant="subtle" size="compact-sm">
                Create a certificate by hand
              </Button>
            </Group>
          </Stack>
        </Paper>

        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" component="section" aria-labelledby="enrolled-users">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} size="h3" id="enrolled-users">
                Enrolled users ({users.length})
              </Title>
              <CourseDownloads courseId={course.id} hasUsers={users.length > 0} />
            </Group>
            {users.length === 0 ? (
              <EmptyState heading="No Data Available" text="Nobody is enrolled yet. Add a user or import a CSV file." />
            ) : (
              <EnrolledUsersTable
                courseId={course.id}
                users={users}
                onEdit={(user) => setEditingUser({ user, key: openKey(`edit-user-${user.id}`) })}
              />
            )}
            <Paper withBorder p="md" radius="md" bg="gray.0">
              <Title order={3} size="h5" mb="xs">
                Import enrolled users
              </Title>
              <CsvImport />
            </Paper>
          </Stack>
        </Paper>
        {issuedCertificates.length ? <IssuedCertificates certificates={issuedCertificates} /> : null}
      </Stack>

      <Modal opened={editCourseKey !== null} onClose={closeEditCourse} title="Edit Course" size="lg">
        {editCourseKey ? <EditCourseForm course={course} fetcherKey={editCourseKey} onSaved={closeEditCourse} /> : null}
      </Modal>
      <Modal opened={enrolKey !== null} onClose={closeEnrol} title="Enroll user" size="lg">
        {enrolKey ? (
          <EnrolledUserForm
            intent="enrol-user"
            initial={newUserDefaults}
            submitLabel="Save"
            fetcherKey={enrolKey}
            onSaved={closeEnrol}
          />
        ) : null}
      </Modal>
      <Modal opened={editingUser !== null} onClose={closeEditUser} title="Edit user" size="lg">
        {editingUser ? (
          <EnrolledUserForm
            intent="edit-user"
            initial={enrolledUserValues(editingUser.user)}
            submitLabel="Save"
            fetcherKey={editingUser.key}
            onSaved={closeEditUser}
          />
        ) : null}
      </Modal>
    </Container>
  );
}

function CourseFacts({ course }: { course: Route.ComponentProps["loaderData"]["course"] }) {
  const facts: Array<[string, string]> = [
    ["Instructor", course.instructor_name],
    ["Location", course.location],
    ["Facilitator", [course.facilitator_name, course.facilitator_organization].filter(Boolean).join(", ")],
    ["CPD points", course.allocated_points],
    ["Provider activity number", course.provider_activity_number],
    ["Accreditor", course.accreditor],
    ["Duration", course.duration],
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

/**
 * Certificates open in a new tab (a plain form post), which this page does not see: reload its
 * data a moment later so the new certificate's verification link shows here too.
 */
function useRefreshAfterNewTab() {
  const revalidator = useRevalidator();
  return () => {
    window.setTimeout(() => revalidator.revalidate(), 2000);
  };
}

function CourseDownloads({ courseId, hasUsers }: { courseId: string; hasUsers: boolean }) {
  const refreshSoon = useRefreshAfterNewTab();
  return (
    <Group gap="xs">
      {hasUsers ? (
        <form
          method="post"
          action={`/course-details/${courseId}/certificates`}
          target="_blank"
          rel="noopener"
          onSubmit={refreshSoon}
        >
          <Button type="submit" variant="light" leftSection={<IconCertificate size={16} aria-hidden="true" />}>
            Issue all certificates
          </Button>
        </form>
      ) : null}
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden="true" />}>
            Downloads
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component="a"
            href={`/course-details/${courseId}/enrolled-users.csv`}
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            Export CSV
          </Menu.Item>
          <Menu.Item
            component="a"
            href={`/course-details/${courseId}/attendance-register.pdf`}
            target="_blank"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            Attendance register (PDF)
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

function EnrolledUsersTable({
  courseId,
  users,
  onEdit,
}: {
  courseId: string;
  users: EnrolledUserRow[];
  onEdit: (user: EnrolledUserRow) => void;
}) {
  const remover = useFetcher<CourseDetailsActionResult>({ key: "remove-user" });
  const handled = useRef(remover.data);
  useEffect(() => {
    const result = remover.data;
    if (remover.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) showToast(result.message);
    else showToast(result.formError ?? "The user could not be removed.", "error");
  }, [remover.state, remover.data]);
  const remove = async (user: EnrolledUserRow) => {
    const confirmed = await confirmAction({
      title: "Remove user",
      message: `Remove ${user.name} from this course? Certificates already issued stay valid.`,
      confirmLabel: "Remove",
    });
    if (confirmed) remover.submit({ intent: "remove-user", enrolledUserId: user.id }, { method: "post" });
  };
  const rowParts = (user: EnrolledUserRow) => ({
    name: <UserNameButton user={user} onEdit={onEdit} />,
    certificate: <CertificateCell user={user} />,
    actions: <UserActions courseId={courseId} user={user} onRemove={remove} />,
  });
  return (
    <>
      {/* Phones get one card per user; wider screens the table. */}
      <Stack gap="sm" hiddenFrom="sm">
        {users.map((user) => {
          const parts = rowParts(user);
          return (
            <Paper key={user.id} withBorder p="sm" radius="md">
              <Stack gap={4}>
                {parts.name}
                <Text size="sm">{formatDate(user.completion_date)}</Text>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {user.email}
                </Text>
                {parts.certificate}
                {parts.actions}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Certificate</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => {
              const parts = rowParts(user);
              return (
                <Table.Tr key={user.id}>
                  <Table.Td>{parts.name}</Table.Td>
                  <Table.Td>{formatDate(user.completion_date)}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{parts.certificate}</Table.Td>
                  <Table.Td>{parts.actions}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

function UserNameButton({ user, onEdit }: { user: EnrolledUserRow; onEdit: (user: EnrolledUserRow) => void }) {
  return (
    <UnstyledButton
      onClick={() => onEdit(user)}
      aria-label={`${user.name}: edit`}
      fw={600}
      c="campus.8"
      td="underline"
      style={{ alignSelf: "flex-start" }}
    >
      {user.name}
    </UnstyledButton>
  );
}

function CertificateCell({ user }: { user: EnrolledUserRow }) {
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">{user.certificate_number}</Text>
      {user.certificate ? (
        user.certificate.revoked ? (
          <Badge color="red.9" variant="filled">
            Revoked
          </Badge>
        ) : (
          <Anchor href={`/verify/${user.certificate.verificationCode}`} size="sm" target="_blank">
            Verification page
          </Anchor>
        )
      ) : null}
    </Stack>
  );
}

function UserActions({
  courseId,
  user,
  onRemove,
}: {
  courseId: string;
  user: EnrolledUserRow;
  onRemove: (user: EnrolledUserRow) => void;
}) {
  const refreshSoon = useRefreshAfterNewTab();
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <form
        method="post"
        action={`/course-details/${courseId}/certificates/${user.id}`}
        target="_blank"
        rel="noopener"
        onSubmit={refreshSoon}
      >
        <Button type="submit" size="xs" variant="light" aria-label={`Generate Certificate for ${user.name}`}>
          Generate Certificate
        </Button>
      </form>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden="true" />}
        onClick={() => onRemove(user)}
        aria-label={`Remove ${user.name}`}
      >
        Remove
      </Button>
    </Group>
  );
}

interface IssuedCertificateRow {
  id: string;
  number: string;
  name: string;
  issuedAt: string;
  source: string;
  verificationCode: string;
  isRevoked: boolean;
}

/** Every certificate issued for this course, from enrolments and from the certificate form. */
function IssuedCertificates({ certificates }: { certificates: IssuedCertificateRow[] }) {
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby="issued-certificates"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="issued-certificates">
          Issued certificates ({certificates.length})
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Number</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Issued</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Links</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {certificates.map((certificate) => (
                <Table.Tr key={certificate.id}>
                  <Table.Td>{certificate.number}</Table.Td>
                  <Table.Td>
                    {certificate.name}
                    {certificate.source === "form" ? (
                      <Text span size="xs" c="dimmed">
                        {" "}
                        (certificate form)
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{formatDate(certificate.issuedAt)}</Table.Td>
                  <Table.Td>
                    <Badge color={certificate.isRevoked ? "red.9" : "teal.9"} variant="filled">
                      {certificate.isRevoked ? "Revoked" : "Valid"}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Anchor href={`/certificates/${certificate.id}/pdf`} target="_blank" size="sm">
                        PDF<VisuallyHidden> of certificate {certificate.number}</VisuallyHidden>
                      </Anchor>
                      <Anchor href={`/verify/${certificate.verificationCode}`} target="_blank" size="sm">
                        Verify<VisuallyHidden> certificate {certificate.number}</VisuallyHidden>
                      </Anchor>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
