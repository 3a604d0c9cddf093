import { z } from "zod";
import { email, isHttpsUrl, isUploadPath, requiredText } from "~/lib/form-fields";
import { formVersion } from "~/lib/form-numbers";
import { USER_ROLES } from "~/lib/roles";
import type { UserRole } from "~db/schema";

export const editProfileSchema = z.object({
  name: requiredText(100, "Name"),
  email: email({ label: "Email" }),
  bio: z.string().trim().max(1000, "Bio must be at most 1,000 characters").default(""),
});

export const profilePictureSchema = z.object({
  image: z
    .string()
    .trim()
    .max(500, "The image address is too long")
    .refine(
      (value) => value === "" || isUploadPath(value) || isHttpsUrl(value),
      "Upload an image or give an https:// address",
    ),
});

/** The users screen's intents: the admin changes a role, or locks or unlocks an account. */
export const CHANGE_ROLE_INTENT = "change-role";
export const DEACTIVATE_INTENT = "deactivate";
export const REACTIVATE_INTENT = "reactivate";
/** 'Add user': the admin opens an account for someone, who sets their own password from the invitation. */
export const INVITE_USER_INTENT = "invite-user";

const roleField = z.enum(USER_ROLES as [UserRole, ...UserRole[]], {
  message: "Choose student, instructor, admin or finance",
});

// Both changes name the version of the user's row the list showed (decision 0015).
const changeRoleSchema = z.object({
  intent: z.literal(CHANGE_ROLE_INTENT),
  userId: z.string().min(1, "Choose a user"),
  role: roleField,
  version: formVersion(),
});

const setDeactivatedSchema = z.object({
  intent: z.enum([DEACTIVATE_INTENT, REACTIVATE_INTENT]),
  userId: z.string().min(1, "Choose a user"),
  version: formVersion(),
});

export const inviteUserSchema = z.object({
  intent: z.literal(INVITE_USER_INTENT),
  // The name goes into the invitation's greeting and its To header: one line of printable text.
  name: requiredText(100, "Name").refine(
    (value) => !/\p{Cc}/u.test(value),
    "Name must be one line, without control characters",
  ),
  email: email({ label: "Email" }),
  role: roleField,
});

/** Everything the users screen posts, told apart by its intent; the route switches on it. */
export const userIntentSchema = z.discriminatedUnion(
  "intent",
  [inviteUserSchema, changeRoleSchema, setDeactivatedSchema],
  { error: "Unknown action" },
);
export type UserIntent = z.output<typeof userIntentSchema>;
export type InviteUserInput = Omit<z.output<typeof inviteUserSchema>, "intent">;

export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists.";

export const USERS_PAGE_SIZE = 25;
