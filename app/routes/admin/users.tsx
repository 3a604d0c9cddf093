import {
  Badge,
  Button,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { data, Form, useLocation, useNavigate, useSearchParams, useSubmit } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { EmptyState } from "~/components/empty-state";
import { StaleSaveNotice } from "~/components/stale-save-notice";
import { requireAdmin } from "~/features/auth/session.server";
import { ROLE_LABELS, USER_ROLES } from "~/features/users/roles";
import { changeRoleSchema, setDeactivatedSchema, USERS_PAGE_SIZE } from "~/features/users/users.schema";
import { type AdminChangeResult, changeUserRole, listUsers, setUserDeactivated } from "~/features/users/users.server";
import { getDb } from "~/server/app-context.server";
import { parseForm } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom } from "~/lib/pagination";
import { readLoadedVersion, VERSION_FIELD } from "~/lib/record-version";
import { type Refusal, STATUS_FOR_REASON } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import type { UserRole } from "~db/schema";
import type { Route } from "./+types/users";

export const access = {
  read: "admin",
  write: { "change-role": "admin", deactivate: "admin", reactivate: "admin" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Users", matches);

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const search = url.searchParams.get("q")?.slice(0, 100) ?? "";
  const page = pageNumberFrom(url.searchParams);
  const { users, total } = await listUsers(getDb(), { search, page });
  return { users, total, search, page, currentUserId: admin.id };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const db = getDb();
  // Both changes name the version of the user's row the list showed (decision 0015).
  const loaded = readLoadedVersion(formData);
  if (intent === "change-role") {
    const parsed = parseForm(changeRoleSchema, formData);
    if (!parsed.ok) return data({ error: parsed.fieldErrors.role ?? "Choose a role", isStale: false }, { status: 400 });
    if (!loaded.ok) return refused(loaded);
    const target = { userId: parsed.data.userId, loadedVersion: loaded.version };
    return answer(await changeUserRole(db, admin, target, parsed.data.role as UserRole));
  }
  const parsed = parseForm(setDeactivatedSchema, formData);
  if (!parsed.ok) return data({ error: "Unknown action", isStale: false }, { status: 400 });
  if (!loaded.ok) return refused(loaded);
  const target = { userId: parsed.data.userId, loadedVersion: loaded.version };
  return answer(await setUserDeactivated(db, admin, target, parsed.data.intent === "deactivate"));
}

function refused(refusal: Refusal) {
  return data(
    { error: refusal.message ?? null, isStale: refusal.reason === "stale" },
    { status: STATUS_FOR_REASON[refusal.reason] },
  );
}

async function answer(result: AdminChangeResult) {
  if (!result.ok) return refused(result);
  return data({ error: null, isStale: false }, { headers: await toastHeaders(result.message) });
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { users, total, search, page, currentUserId } = loaderData;
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const submit = useSubmit();
  const pageCount = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));

  const toggleDeactivated = async (user: { id: string; name: string; version: number }, deactivate: boolean) => {
    const { name } = user;
    const confirmed = await confirmAction({
      title: deactivate ? "Deactivate account" : "Reactivate account",
      message: deactivate
        ? `${name} will be signed out and will not be able to sign in until reactivated. Their records are kept.`
        : `${name} will be able to sign in again.`,
      danger: deactivate,
    });
    if (confirmed) {
      const intent = deactivate ? "deactivate" : "reactivate";
      submit({ intent, userId: user.id, [VERSION_FIELD]: String(user.version) }, { method: "post" });
    }
  };

  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Users
          </Title>
          <Text c="dimmed" size="sm">
            {total} {total === 1 ? "account" : "accounts"}
          </Text>
        </Group>
        <Form method="get" role="search">
          <Group align="flex-end">
            <TextInput
              label="Search by name or email"
              name="q"
              defaultValue={search}
              leftSection={<IconSearch size={16} />}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="default">
              Search
            </Button>
          </Group>
        </Form>
        {actionData?.error && actionData.isStale ? (
          <StaleSaveNotice message={actionData.error} reloadTo={`/admin/users${location.search}`} />
        ) : null}
        {actionData?.error && !actionData.isStale ? (
          <Text c="red" role="alert">
            {actionData.error}
          </Text>
        ) : null}
        {users.length === 0 ? (
          <EmptyState heading="No users found" text={search ? `Nobody matches “${search}”.` : undefined} />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>
                    <span className="visually-hidden">Actions</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.map((user) => {
                  const isSelf = user.id === currentUserId;
                  return (
                    <Table.Tr key={user.id}>
                      <Table.Td>{user.name}</Table.Td>
                      <Table.Td>{user.email}</Table.Td>
                      <Table.Td>
                        <Form method="post">
                          <input type="hidden" name="intent" value="change-role" />
                          <input type="hidden" name="userId" value={user.id} />
                          <input type="hidden" name={VERSION_FIELD} value={user.version} />
                          <Group gap="xs" wrap="nowrap">
                            <NativeSelect
                              aria-label={`Role of ${user.name}`}
                              name="role"
                              defaultValue={user.role}
                              disabled={isSelf}
                              data={USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
                            />
                            <Button
                              type="submit"
                              size="xs"
                              variant="light"
                              disabled={isSelf}
                              aria-label={`Save role of ${user.name}`}
                            >
                              Save
                            </Button>
                          </Group>
                        </Form>
                      </Table.Td>
                      <Table.Td>
                        {user.deactivated ? (
                          <Badge color="gray">Deactivated</Badge>
                        ) : (
                          <Badge color="teal">Active</Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="subtle"
                          color={user.deactivated ? "campus" : "red"}
                          disabled={isSelf}
                          onClick={() => toggleDeactivated(user, !user.deactivated)}
                        >
                          {user.deactivated ? "Reactivate" : "Deactivate"}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pageCount > 1 ? (
          <Pagination
            total={pageCount}
            value={page}
            onChange={(next) => {
              const params = new URLSearchParams(searchParams);
              params.set("page", String(next));
              navigate(`?${params}`);
            }}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
