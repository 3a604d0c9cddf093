import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ScrollTable } from "~/components/scroll-table";
import { requireInstructor } from "~/features/auth/session.server";
import { checkCanReadEnquiries } from "~/features/enquiries/enquiry-readers";
import {
  findPublicForm,
  formatSubmittedAt,
  holdsEnquiries,
  RECENT_SUBMISSIONS_LIMIT,
} from "~/features/instructor-dashboard/public-forms";
import { listRecentSubmissions } from "~/features/instructor-dashboard/public-forms.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/form";

// The matrix opens the contact form: enquiries are for admins (decision 0014); event registrations for all staff.
export const access = { read: "admin" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData?.form.title ?? "Form", matches);

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireInstructor(request);
  const form = findPublicForm(params.formId);
  if (!form) throw refusalResponse(refuse("missing", "Form not found"));
  // The same rule as /admin/enquiries (docs/decisions/0014-who-reads-enquiries.md).
  if (holdsEnquiries(form)) {
    const enquiryAccess = checkCanReadEnquiries(user);
    if (!enquiryAccess.ok) throw refusalResponse(enquiryAccess);
  }
  const submissions = await listRecentSubmissions(getDb(), form);
  return { form, submissions };
}

export default function InstructorForm({ loaderData }: Route.ComponentProps) {
  const { form, submissions } = loaderData;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/instructor/forms" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" /> All forms
        </Group>
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {form.title}
          </Title>
          <Text c="gray.7">
            The latest {RECENT_SUBMISSIONS_LIMIT} submissions, newest first. {form.description}
          </Text>
        </Stack>
        <Button component={Link} to={form.manageLink.to} variant="light">
          {form.manageLink.label}
        </Button>
      </Group>
      {submissions.length === 0 ? (
        <EmptyState
          heading="No submissions yet"
          text={`Nothing has been sent through the ${form.title.toLowerCase()} yet.`}
        />
      ) : (
        <Paper withBorder radius="md">
          <ScrollTable label="Submissions" minWidth={720}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Received</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Company</Table.Th>
                  <Table.Th>Details</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {submissions.map((submission) => (
                  <Table.Tr key={submission.id}>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{formatSubmittedAt(submission.createdAt)}</Table.Td>
                    <Table.Td>{submission.name}</Table.Td>
                    <Table.Td>
                      <Anchor href={`mailto:${submission.email}`}>{submission.email}</Anchor>
                    </Table.Td>
                    <Table.Td>{submission.company}</Table.Td>
                    <Table.Td>{submission.detail}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Paper>
      )}
    </Stack>
  );
}
