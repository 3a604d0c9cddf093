import { z } from "zod";
import { requiredText } from "~/lib/form-fields";

/**
 * The SCIM screens' forms (decision 0102-scim-provisioning): an admin's tokens on a company's page,
 * and a training manager's map of groups to courses and paths on "My company".
 */
export const CREATE_SCIM_TOKEN_INTENT = "create-scim-token";
export const REVOKE_SCIM_TOKEN_INTENT = "revoke-scim-token";
export const ADD_GROUP_ENROLMENT_INTENT = "add-group-enrolment";
export const REMOVE_GROUP_ENROLMENT_INTENT = "remove-group-enrolment";

export const scimTokenIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal(CREATE_SCIM_TOKEN_INTENT), name: requiredText(100, "Name") }),
  z.object({
    intent: z.literal(REVOKE_SCIM_TOKEN_INTENT),
    tokenId: z.string().trim().min(1, "Choose a token to revoke").max(100),
  }),
]);

/** "course:<id>" or "path:<id>", as the select's options are written. */
const target = z
  .string()
  .trim()
  .max(120)
  .regex(/^(course|path):[A-Za-z0-9_-]{1,100}$/, "Choose a course or path from the list")
  .transform((value) => {
    const [itemType, itemId] = value.split(":") as ["course" | "path", string];
    return { itemType, itemId };
  });

export const groupEnrolmentIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal(ADD_GROUP_ENROLMENT_INTENT),
    groupId: z.string().trim().min(1, "Choose a group").max(100),
    target,
  }),
  z.object({
    intent: z.literal(REMOVE_GROUP_ENROLMENT_INTENT),
    enrolmentId: z.string().trim().min(1, "Choose a course or path to remove").max(100),
  }),
]);
