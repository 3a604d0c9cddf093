import { Table } from "@mantine/core";
import { Form, useSubmit } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { ScrollTable } from "~/components/scroll-table";
import { VERSION_FIELD } from "~/lib/record-version";
import { ROLE_LABELS, USER_ROLES } from "~/lib/roles";
import { CHANGE_ROLE_INTENT, DEACTIVATE_INTENT, REACTIVATE_INTENT } from "../users.schema";
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
      <span className={classes.status} data-status="deactivated">
        Deactivated
      </span>
    );
  }
  if (!user.isConfirmed) {
    return (
      <span
        className={classes.status}
        data-status="unconfirmed"
        title="The person has not yet used the link mailed to them"
      >
        Not confirmed
      </span>
    );
  }
  return (
    <span className={classes.status} data-status="active">
      Active
    </span>
  );
}

/** The admin's list of accounts: a role form per user and a (de)activate button, never for themselves. */
export function UsersTable({ users, currentUserId }: { users: UserRowView[]; currentUserId: string }) {
  const submit = useSubmit();

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
      const intent = deactivate ? DEACTIVATE_INTENT : REACTIVATE_INTENT;
      submit({ intent, userId: user.id, [VERSION_FIELD]: String(user.version) }, { method: "post" });
    }
  };

  return (
    <ScrollTable label="Users" minWidth={800}>
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
                    <input type="hidden" name="intent" value={CHANGE_ROLE_INTENT} />
                    <input type="hidden" name="userId" value={user.id} />
                    <input type="hidden" name={VERSION_FIELD} value={user.version} />
                    {/* Plain elements styled once in CSS: 25 rows of Mantine inputs and buttons were 4 kB each (issue 12). */}
                    <div className={classes.roleForm}>
                      <select
                        className={classes.roleSelect}
                        aria-label={`Role of ${user.name}`}
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
                        className={classes.button}
                        data-variant="light"
                        disabled={isSelf}
                        aria-label={`Save role of ${user.name}`}
                      >
                        Save
                      </button>
                    </div>
                  </Form>
                </Table.Td>
                <Table.Td>
                  <UserStatus user={user} />
                </Table.Td>
                <Table.Td>
                  <button
                    type="button"
                    className={classes.button}
                    data-variant={user.deactivated ? "subtle" : "danger"}
                    disabled={isSelf}
                    onClick={() => toggleDeactivated(user, !user.deactivated)}
                  >
                    {user.deactivated ? "Reactivate" : "Deactivate"}
                  </button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
