import { z } from "zod";
import { email, isHttpsUrl, isUploadPath, requiredText } from "~/lib/form-fields";
import { formVersion } from "~/lib/form-numbers";
import { LOCALES } from "~/lib/i18n/locales";
import { USER_ROLES } from "~/lib/roles";
import type { UserRole } from "~db/schema";
import * as m from "./messages";

const nameLabel = () => m.nameLabel();
const emailLabel = () => m.emailLabel();

export const editProfileSchema = z.object({
  name: requiredText(100, nameLabel),
  email: email({ label: emailLabel }),
  bio: z
    .string()
    .trim()
    .max(1000, { error: () => m.bioTooLong() })
    .default(""),
  // The language of the person's pages and mail (users.locale). Left out by an older form or
  // another client: the stored language stays.
  locale: z.enum(LOCALES, { error: () => m.chooseLanguage() }).optional(),
});

export const profilePictureSchema = z.object({
  image: z
    .string()
    .trim()
    .max(500, { error: () => m.imageAddressTooLong() })
    .refine((value) => value === "" || isUploadPath(value) || isHttpsUrl(value), {
      error: () => m.uploadImageOrHttps(),
    }),
});

/** The users screen's intents: the admin changes a role, or locks or unlocks an account. */
export const CHANGE_ROLE_INTENT = "change-role";
export const DEACTIVATE_INTENT = "deactivate";
export const REACTIVATE_INTENT = "reactivate";
/** 'Add user': the admin opens an account for someone, who sets their own password from the invitation. */
export const INVITE_USER_INTENT = "invite-user";

const roleField = z.enum(USER_ROLES as [UserRole, ...UserRole[]], {
  error: () => m.chooseRole(),
});

// Both changes name the version of the user's row the list showed (decision 0015).
const changeRoleSchema = z.object({
  intent: z.literal(CHANGE_ROLE_INTENT),
  userId: z.string().min(1, { error: () => m.chooseUser() }),
  role: roleField,
  version: formVersion(),
});

const setDeactivatedSchema = z.object({
  intent: z.enum([DEACTIVATE_INTENT, REACTIVATE_INTENT]),
  userId: z.string().min(1, { error: () => m.chooseUser() }),
  version: formVersion(),
});

export const inviteUserSchema = z.object({
  intent: z.literal(INVITE_USER_INTENT),
  // The name goes into the invitation's greeting and its To header: one line of printable text.
  name: requiredText(100, nameLabel).refine((value) => !/\p{Cc}/u.test(value), {
    error: () => m.nameOneLine(),
  }),
  email: email({ label: emailLabel }),
  role: roleField,
});

/** Everything the users screen posts, told apart by its intent; the route switches on it. */
export const userIntentSchema = z.discriminatedUnion(
  "intent",
  [inviteUserSchema, changeRoleSchema, setDeactivatedSchema],
  { error: () => m.unknownAction() },
);
export type UserIntent = z.output<typeof userIntentSchema>;
export type InviteUserInput = Omit<z.output<typeof inviteUserSchema>, "intent">;

export const emailTakenMessage = () => m.emailTaken();

export const USERS_PAGE_SIZE = 25;
