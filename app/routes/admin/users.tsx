import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ListPage } from "~/components/list-page";
import { ListSearchForm } from "~/components/list-search";
import { ADD_USER_LABEL, InviteUserDialog } from "~/features/users/components/invite-user-dialog";
import { UsersTable } from "~/features/users/components/users-table";
import {
  CHANGE_ROLE_INTENT,
  DEACTIVATE_INTENT,
  INVITE_USER_INTENT,
  REACTIVATE_INTENT,
  USERS_PAGE_SIZE,
} from "~/features/users/users.schema";
import { listUsers } from "~/features/users/users.server";
import { pageTitle } from "~/lib/page-title";
import { pageNumberFrom, redirectPastLastPage, searchTermFrom } from "~/lib/pagination";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireAdmin } from "~/platform/auth/session.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/users";
import * as m from "./messages";
import { answerUsersForm } from "./users-actions.server";

export const access = {
  read: "admin",
  write: {
    [INVITE_USER_INTENT]: "admin",
    [CHANGE_ROLE_INTENT]: "admin",
    [DEACTIVATE_INTENT]: "admin",
    [REACTIVATE_INTENT]: "admin",
  },
} satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.users(), matches);

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
  return answerUsersForm(admin, await readFormData(request));
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { users, total, search, page, currentUserId } = loaderData;
  const location = useLocation();
  const [isAdding, setAdding] = useState(false);
  // The dialog's refusals come back to its own fetcher; the page shows the rows' forms' refusals.
  const pageError = actionData && !actionData.ok ? actionData : null;
  // An invitation sent moves the list to the new account: the dialog's work is done.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on each new location.
  useEffect(() => setAdding(false), [location.key]);

  return (
    <>
      <ListPage
        title={m.users()}
        countLabel={`${total} ${total === 1 ? "account" : "accounts"}`}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
            {ADD_USER_LABEL()}
          </Button>
        }
        tools={<ListSearchForm label={m.searchByNameOrEmail()} search={search} />}
        refusal={pageError}
        reloadTo={`/admin/users${location.search}`}
        isEmpty={users.length === 0}
        empty={<EmptyState heading={m.noUsersFound()} text={search ? m.nobodyMatches({ search }) : undefined} />}
        pagination={{ total, pageSize: USERS_PAGE_SIZE, page, label: m.pagesOfUsers() }}
      >
        <UsersTable users={users} currentUserId={currentUserId} />
      </ListPage>
      <InviteUserDialog opened={isAdding} onClose={() => setAdding(false)} />
    </>
  );
}
