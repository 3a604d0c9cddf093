import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { data, useLocation } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ListPagination, ListSearchForm } from "~/components/list-search";
import { StaleSaveNotice } from "~/components/stale-save-notice";
import { requireAdmin } from "~/features/auth/session.server";
import { changeRoleFromForm, setDeactivatedFromForm } from "~/features/users/admin-user-changes.server";
import { UsersTable } from "~/features/users/components/users-table";
import {
  CHANGE_ROLE_INTENT,
  DEACTIVATE_INTENT,
  REACTIVATE_INTENT,
  USERS_PAGE_SIZE,
} from "~/features/users/users.schema";
import { type AdminChangeResult, listUsers } from "~/features/users/users.server";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom, redirectPastLastPage, searchTermFrom } from "~/lib/pagination";
import { refuse, STATUS_FOR_REASON } from "~/lib/refusal";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/users";

export const access = {
  read: "admin",
  write: { [CHANGE_ROLE_INTENT]: "admin", [DEACTIVATE_INTENT]: "admin", [REACTIVATE_INTENT]: "admin" },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Users", matches);

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const search = searchTermFrom(url.searchParams);
  const page = pageNumberFrom(url.searchParams);
  const { users, total } = await listUsers(getDb(), { search, page });
  redirectPastLastPage(url, { page, total, pageSize: USERS_PAGE_SIZE });
  return { users, total, search, page, currentUserId: admin.id };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readFormData(request);
  switch (formData.get("intent")) {
    case CHANGE_ROLE_INTENT:
      return reply(await changeRoleFromForm(getDb(), admin, formData));
    case DEACTIVATE_INTENT:
    case REACTIVATE_INTENT:
      return reply(await setDeactivatedFromForm(getDb(), admin, formData));
    default:
      return reply(refuse("invalid", "Unknown action"));
  }
}

async function reply(result: AdminChangeResult) {
  if (!result.ok) {
    return data(
      { error: result.message ?? null, isStale: result.reason === "stale" },
      { status: STATUS_FOR_REASON[result.reason] },
    );
  }
  return data({ error: null, isStale: false }, { headers: await toastHeaders(result.message) });
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { users, total, search, page, currentUserId } = loaderData;
  const location = useLocation();

  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            Users
          </Title>
          <Text c="dimmed" size="sm">
            {total} {total === 1 ? "account" : "accounts"}
          </Text>
        </Group>
        <ListSearchForm label="Search by name or email" search={search} />
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
          <UsersTable users={users} currentUserId={currentUserId} />
        )}
        <ListPagination total={total} pageSize={USERS_PAGE_SIZE} page={page} label="Pages of users" />
      </Stack>
    </Paper>
  );
}
