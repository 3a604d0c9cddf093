import { type Outcome, refuse, refuseConflict } from "~/lib/refusal";
import { createInvitedAccount, isEmailTaken, passwordLinkFor } from "~/platform/auth/account.server";
import type { SessionUser } from "~/platform/auth/session.server";
import { queueEmail } from "~/platform/mail/mail.server";
import type { DatabaseExecutor } from "~db/executor";
import { isUniqueViolation } from "~db/sql-helpers";
import { inTransaction } from "~db/transactions";
import { INVITATION_LIFETIME_DAYS, renderInvitationEmail } from "./invitation-email";
import * as m from "./messages";
import { emailTakenMessage, type InviteUserInput } from "./users.schema";

const SECONDS_PER_DAY = 60 * 60 * 24;

export type InviteUserResult = Outcome<{ userId: string; email: string }>;

/**
 * 'Add user': an admin opens an account (name, email, role) with no password, and the person is
 * mailed an invitation whose link sets their password (a reset token: see createInvitedAccount).
 * The account, its token and the mail are written in one transaction: all three or none. An
 * address another account uses is a conflict under the email field.
 */
export async function inviteUser(
  db: DatabaseExecutor,
  admin: SessionUser,
  input: InviteUserInput,
  baseUrl: string,
): Promise<InviteUserResult> {
  if (admin.role !== "admin") return refuse("forbidden", m.onlyAdminsAddUsers());
  const { name, email, role } = input;
  const taken = refuseConflict(emailTakenMessage(), "email");
  if (await isEmailTaken(db, email)) return taken;
  try {
    const userId = await inTransaction(db, async (transaction) => {
      const account = await createInvitedAccount(
        transaction,
        { name, email, role },
        INVITATION_LIFETIME_DAYS * SECONDS_PER_DAY,
      );
      const message = renderInvitationEmail({
        name,
        email,
        role,
        invitedBy: admin.name,
        setPasswordUrl: passwordLinkFor(baseUrl, account.resetToken),
        forgotPasswordUrl: new URL("/forgot-password", baseUrl).toString(),
      });
      await queueEmail(transaction, message);
      return account.userId;
    });
    return { ok: true, userId, email };
  } catch (error) {
    // Another admin added the same address a moment ago: the unique index on email said no.
    if (isUniqueViolation(error)) return taken;
    throw error;
  }
}
