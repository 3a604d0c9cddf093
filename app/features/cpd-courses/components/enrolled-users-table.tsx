import { IconTrash } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { DataTable, DataTableBody, DataTableCell, DataTableHeadings, DataTableRow } from "~/components/data-table";
import cell from "~/components/data-table.module.css";
import { ScrollTable } from "~/components/scroll-table";
import { showToast } from "~/components/toast-from-server";
import { useFormatDate } from "~/lib/use-site-time-zone";
import { REMOVE_USER_INTENT } from "../course-details-intents";
import type { EnrolledUserRow } from "../cpd-course-views";
import type { CourseDetailsActionResult } from "./course-details-types";
import * as m from "./messages";
import { issueQuestion, useConfirmedCertificatePost } from "./use-confirmed-certificate-post";

interface EnrolledUsersTableProps {
  courseId: string;
  users: EnrolledUserRow[];
  onEdit: (user: EnrolledUserRow) => void;
}

/** The enrolled users: a card each on phones, a table on wider screens. */
export function EnrolledUsersTable({ courseId, users, onEdit }: EnrolledUsersTableProps) {
  const remover = useFetcher<CourseDetailsActionResult>({ key: REMOVE_USER_INTENT });
  const format = useFormatDate();
  const handled = useRef(remover.data);
  useEffect(() => {
    const result = remover.data;
    if (remover.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) showToast(result.message);
    else showToast(result.formError ?? m.userCouldNotBeRemoved(), "error");
  }, [remover.state, remover.data]);
  const remove = async (user: EnrolledUserRow) => {
    const confirmed = await confirmAction({
      title: m.removeUser(),
      message: m.removeUserQuestion({ name: user.name }),
      confirmLabel: m.remove(),
    });
    if (confirmed) remover.submit({ intent: REMOVE_USER_INTENT, enrolledUserId: user.id }, { method: "post" });
  };
  // One table at every width (it scrolls sideways on a phone, its names column kept in view) of plain
  // elements styled once in CSS: a phone card and a Mantine row per person were 7 kB a person
  // (decisions 0055, 0135).
  return (
    <ScrollTable label={m.enrolledUsers()} minWidth={640}>
      <DataTable striped highlightOnHover verticalSpacing="sm">
        <DataTableHeadings
          labels={[
            m.name(),
            m.date(),
            m.email(),
            m.certificate(),
            <span key="actions" className="visually-hidden">
              {m.actions()}
            </span>,
          ]}
        />
        <DataTableBody>
          {users.map((user) => (
            <DataTableRow key={user.id}>
              <DataTableCell>
                <UserNameButton user={user} onEdit={onEdit} />
              </DataTableCell>
              <DataTableCell>{format.date(user.completionDate)}</DataTableCell>
              <DataTableCell>{user.email}</DataTableCell>
              <DataTableCell>
                <CertificateCell user={user} />
              </DataTableCell>
              <DataTableCell>
                <UserActions courseId={courseId} user={user} onRemove={remove} />
              </DataTableCell>
            </DataTableRow>
          ))}
        </DataTableBody>
      </DataTable>
    </ScrollTable>
  );
}

function UserNameButton({ user, onEdit }: { user: EnrolledUserRow; onEdit: (user: EnrolledUserRow) => void }) {
  return (
    <button
      type="button"
      className={cell.nameButton}
      onClick={() => onEdit(user)}
      aria-label={m.editNamed({ name: user.name })}
    >
      {user.name}
    </button>
  );
}

function CertificateCell({ user }: { user: EnrolledUserRow }) {
  return (
    <div className={cell.stack} data-gap="2" data-align="start">
      <p className={cell.text} data-size="sm">
        {user.certificateNumber}
      </p>
      {user.certificate ? (
        user.certificate.isRevoked ? (
          <span className={cell.badge} data-tone="red">
            {m.revoked()}
          </span>
        ) : (
          <a
            className={cell.link}
            data-size="sm"
            href={`/verify/${user.certificate.verificationCode}`}
            target="_blank"
            rel="noopener"
          >
            {m.verificationPage()}
          </a>
        )
      ) : null}
    </div>
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
  const confirmThenPost = useConfirmedCertificatePost(
    issueQuestion({
      total: 1,
      alreadyIssued: user.certificate && !user.certificate.isRevoked ? 1 : 0,
      subject: user.name,
    }),
  );
  return (
    <div className={cell.group} data-gap="xs" data-justify="flex-end" data-nowrap>
      <form
        method="post"
        action={`/course-details/${courseId}/certificates/${user.id}`}
        target="_blank"
        rel="noopener"
        onSubmit={confirmThenPost}
      >
        <button
          type="submit"
          className={cell.button}
          data-variant="light"
          aria-label={m.generateCertificateFor({ name: user.name })}
        >
          {m.generateCertificate()}
        </button>
      </form>
      <button
        type="button"
        className={`${cell.button} ${cell.withIcon}`}
        data-variant="danger"
        onClick={() => onRemove(user)}
        aria-label={m.removeNamed({ name: user.name })}
      >
        <IconTrash size={14} aria-hidden="true" />
        {m.remove()}
      </button>
    </div>
  );
}
