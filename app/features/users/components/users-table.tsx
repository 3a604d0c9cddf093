import { Form, useSubmit } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { DataTable, DataTableBody, DataTableCell, DataTableHeadings, DataTableRow } from "~/components/data-table";
import cell from "~/components/data-table.module.css";
import { ScrollTable } from "~/components/scroll-table";
import { VERSION_FIELD } from "~/lib/record-version";
import { ROLE_LABELS, USER_ROLES } from "~/lib/roles";
import { CHANGE_ROLE_INTENT, DEACTIVATE_INTENT, REACTIVATE_INTENT } from "../users.schema";
import * as m from "./messages";
import classes from "./users-table.module.css";

interface UserRowView {
  id: string;
  name: string;
  email: string;
  role: string;
  deactivated: boolean;
  isConfirmed: boolean;
  version: number;
}

/** Deactivated, not confirmed yet (an invitation or a sign-up whose link is unused), or active. */
function UserStatus({ user }: { user: Pick<UserRowView, "deactivated" | "isConfirmed"> }) {
  if (user.deactivated) {
    return (
      <span className={cell.badge} data-tone="gray">
        {m.deactivated()}
      </span>
    );
  }
  if (!user.isConfirmed) {
    return (
      <span className={cell.badge} data-tone="orange" title={m.notConfirmedTitle()}>
        {m.notConfirmed()}
      </span>
    );
  }
  return (
    <span className={cell.badge} data-tone="teal">
      {m.active()}
    </span>
  );
}

/** The admin's list of accounts: a role form per user and a (de)activate button, never for themselves. */
export function UsersTable({ users, currentUserId }: { users: UserRowView[]; currentUserId: string }) {
  const submit = useSubmit();

  const toggleDeactivated = async (user: { id: string; name: string; version: number }, deactivate: boolean) => {
    const { name } = user;
    const confirmed = await confirmAction({
      title: deactivate ? m.deactivateTitle() : m.reactivateTitle(),
      message: deactivate ? m.deactivateMessage({ name }) : m.reactivateMessage({ name }),
      danger: deactivate,
    });
    if (confirmed) {
      const intent = deactivate ? DEACTIVATE_INTENT : REACTIVATE_INTENT;
      submit({ intent, userId: user.id, [VERSION_FIELD]: String(user.version) }, { method: "post" });
    }
  };

  return (
    <ScrollTable label={m.users()} minWidth={800}>
      <DataTable striped verticalSpacing="sm">
        <DataTableHeadings
          labels={[
            m.name(),
            m.email(),
            m.role(),
            m.status(),
            <span key="actions" className="visually-hidden">
              {m.actions()}
            </span>,
          ]}
        />
        <DataTableBody>
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            return (
              <DataTableRow key={user.id}>
                <DataTableCell>{user.name}</DataTableCell>
                <DataTableCell>{user.email}</DataTableCell>
                <DataTableCell>
                  <Form method="post">
                    <input type="hidden" name="intent" value={CHANGE_ROLE_INTENT} />
                    <input type="hidden" name="userId" value={user.id} />
                    <input type="hidden" name={VERSION_FIELD} value={user.version} />
                    {/* Plain elements styled once in CSS: 25 rows of Mantine inputs and buttons were 4 kB each (decision 0055). */}
                    <div className={classes.roleForm}>
                      <select
                        className={classes.roleSelect}
                        aria-label={m.roleOf({ name: user.name })}
                        name="role"
                        defaultValue={user.role}
                        disabled={isSelf}
                      >
                        {USER_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {ROLE_LABELS[role]}
                          </option>
                        ))}
                      </select>
                      <button
                        type="submit"
                        className={cell.button}
                        data-variant="light"
                        disabled={isSelf}
                        aria-label={m.saveRoleOf({ name: user.name })}
                      >
                        {m.save()}
                      </button>
                    </div>
                  </Form>
                </DataTableCell>
                <DataTableCell>
                  <UserStatus user={user} />
                </DataTableCell>
                <DataTableCell>
                  <button
                    type="button"
                    className={cell.button}
                    data-variant={user.deactivated ? "subtle" : "danger"}
                    disabled={isSelf}
                    onClick={() => toggleDeactivated(user, !user.deactivated)}
                  >
                    {user.deactivated ? m.reactivate() : m.deactivate()}
                  </button>
                </DataTableCell>
              </DataTableRow>
            );
          })}
        </DataTableBody>
      </DataTable>
    </ScrollTable>
  );
}
