import { z } from "zod";
import * as m from "./messages";

/**
 * An employee's answer to a company's invitation (decision 0105-employee-consent): from the link in
 * the mail (its token) or from My learning (the invitation's id). Either names the invitation.
 */
export const ACCEPT_INVITATION_INTENT = "accept-invitation";
export const DECLINE_INVITATION_INTENT = "decline-invitation";

const target = {
  token: z
    .string()
    .trim()
    .max(100, { error: () => m.thatInvitationLinkIsNot() })
    .optional()
    .default(""),
  employeeId: z
    .string()
    .trim()
    .max(64, { error: () => m.chooseAnInvitation() })
    .optional()
    .default(""),
};

export const invitationAnswerSchema = z
  .discriminatedUnion(
    "intent",
    [
      z.object({ intent: z.literal(ACCEPT_INVITATION_INTENT), ...target }),
      z.object({ intent: z.literal(DECLINE_INVITATION_INTENT), ...target }),
    ],
    { error: () => m.unknownAction() },
  )
  .refine((value) => value.token !== "" || value.employeeId !== "", {
    error: () => m.openInvitationLink(),
    path: ["token"],
  });
