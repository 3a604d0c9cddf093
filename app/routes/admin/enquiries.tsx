import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { data, Form, redirect, useNavigate } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { StaleSaveNotice } from "~/components/stale-save-notice";
import { requireUser } from "~/features/auth/session.server";
import { listEnquiries, setEnquiryStatus } from "~/features/enquiries/enquiries.server";
import {
  ENQUIRY_KIND_LABELS,
  ENQUIRY_KINDS,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  isEnquiryKind,
  isEnquiryStatus,
} from "~/features/enquiries/enquiry-fields";
import { readEnquiryFilter } from "~/features/enquiries/enquiry-filter";
import { checkCanReadEnquiries } from "~/features/enquiries/enquiry-readers";
import { getDb } from "~/server/app-context.server";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom } from "~/lib/pagination";
import { readLoadedVersion, VERSION_FIELD } from "~/lib/record-version";
import { refusalResponse, STATUS_FOR_REASON } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import type { Route } from "./+types/enquiries";

export const access = { read: "admin", write: "admin" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Enquiries", matches);

const PAGE_SIZE = 50;

/** The one rule for enquiries (docs/decisions/0014-who-reads-enquiries.md), as in the instructor area's forms. */
async function requireEnquiryReader(request: Request) {
  const user = await requireUser(request);
  const enquiryAccess = checkCanReadEnquiries(user);
  if (!enquiryAccess.ok) throw refusalResponse(enquiryAccess);
  return user;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireEnquiryReader(request);
  const searchParams = new URL(request.url).searchParams;
  const filter = readEnquiryFilter(searchParams);
  const page = pageNumberFrom(searchParams);
  const { enquiries, total } = await listEnquiries(getDb(), filter, {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  return { filter, page, total, enquiries };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireEnquiryReader(request);
  const formData = await readFormData(request);
  const id = String(formData.get("id") ?? "");
  const status = String(formData.get("status") ?? "");
  if (!id || !isEnquiryStatus(status)) {
    return data({ formError: "Choose an enquiry and a status.", isStale: false }, { status: 400 });
  }
  const loaded = readLoadedVersion(formData);
  const saved = loaded.ok
    ? await setEnquiryStatus(getDb(), { id, loadedVersion: loaded.version }, status, user.id)
    : loaded;
  if (!saved.ok) {
    if (saved.reason === "missing") throw refusalResponse(saved);
    return data(
      { formError: saved.message, isStale: saved.reason === "stale" },
      { status: STATUS_FOR_REASON[saved.reason] },
    );
  }
  // Back to the same filtered list the admin was looking at.
  const returnTo = new URL(request.url);
  return redirect(`/admin/enquiries${returnTo.search}`, {
    headers: await toastHeaders(status === "handled" ? "Enquiry marked handled" : "Enquiry marked new"),
  });
}

function queryString(filter: { kind?: string; status?: string }, page?: number) {
  const params = new URLSearchParams();
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.status) params.set("status", filter.status);
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export default function AdminEnquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiries, total, page, filter } = loaderData;
  const navigate = useNavigate();
  const listPath = `/admin/enquiries${queryString(filter, page)}`;
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Enquiries
          </Title>
          <Text size="sm" c="dark.6">
            {total} {total === 1 ? "enquiry" : "enquiries"}
          </Text>
        </Group>
        {actionData?.formError && actionData.isStale ? (
          <StaleSaveNotice message={actionData.formError} reloadTo={listPath} />
        ) : null}
        {actionData?.formError && !actionData.isStale ? (
          <Text c="red.9" role="alert">
            {actionData.formError}
          </Text>
        ) : null}
        <Form method="get">
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label="Type"
              name="kind"
              defaultValue={filter.kind ?? ""}
              data={[
                { value: "", label: "All types" },
                ...ENQUIRY_KINDS.map((kind) => ({ value: kind, label: ENQUIRY_KIND_LABELS[kind] })),
              ]}
            />
            <NativeSelect
              label="Status"
              name="status"
              defaultValue={filter.status ?? ""}
              data={[
                { value: "", label: "All statuses" },
                ...ENQUIRY_STATUSES.map((status) => ({ value: status, label: ENQUIRY_STATUS_LABELS[status] })),
              ]}
            />
            <Button type="submit" variant="light">
              Filter
            </Button>
            <Button
              component="a"
              href={`/admin/enquiries.csv${queryString(filter)}`}
              download
              variant="outline"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
            >
              Export CSV
            </Button>
          </Group>
        </Form>
        {enquiries.length === 0 ? (
          <EmptyState />
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Received</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>From</Table.Th>
                  <Table.Th>Details</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {enquiries.map((enquiry) => (
                  <Table.Tr key={enquiry.id}>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>
                      {new Date(enquiry.created_at).toLocaleString("en-ZA", { timeZone: "Africa/Johannesburg" })}
                    </Table.Td>
                    <Table.Td>
                      {isEnquiryKind(enquiry.kind) ? ENQUIRY_KIND_LABELS[enquiry.kind] : enquiry.kind}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={700}>
                        {enquiry.name}
                      </Text>
                      <Text size="sm">
                        {enquiry.designation}, {enquiry.company}
                      </Text>
                      <Anchor href={`mailto:${enquiry.email}`} size="sm">
                        {enquiry.email}
                      </Anchor>
                      <Text size="sm">{enquiry.phone}</Text>
                    </Table.Td>
                    <Table.Td maw={420}>
                      {enquiry.course_name ? <Text size="sm">Course: {enquiry.course_name}</Text> : null}
                      {enquiry.number_of_people !== null ? (
                        <Text size="sm">Number of people: {enquiry.number_of_people}</Text>
                      ) : null}
                      {enquiry.appointment_type ? (
                        <Text size="sm">Appointment type: {enquiry.appointment_type}</Text>
                      ) : null}
                      <Text size="sm" style={{ whiteSpace: "pre-line" }}>
                        {enquiry.message}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={6} align="flex-start">
                        {/* Dark shades: white badge text on them passes AA contrast. */}
                        <Badge color={enquiry.status === "handled" ? "#1e6b30" : "#8a3a00"} variant="filled">
                          {isEnquiryStatus(enquiry.status) ? ENQUIRY_STATUS_LABELS[enquiry.status] : enquiry.status}
                        </Badge>
                        <Form method="post" action={listPath}>
                          <input type="hidden" name="id" value={enquiry.id} />
                          <input type="hidden" name={VERSION_FIELD} value={enquiry.version} />
                          <input type="hidden" name="status" value={enquiry.status === "handled" ? "new" : "handled"} />
                          <Button type="submit" size="xs" variant="light">
                            {enquiry.status === "handled" ? "Mark as new" : "Mark handled"}
                          </Button>
                        </Form>
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {total > PAGE_SIZE ? (
          <Pagination
            total={Math.ceil(total / PAGE_SIZE)}
            value={page}
            onChange={(next) => navigate(queryString(filter, next))}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
