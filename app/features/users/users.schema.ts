import { z } from "zod";
import { email, requiredText } from "~/lib/form-fields";
import { USER_ROLES } from "~/lib/roles";

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
      (value) => value === "" || value.startsWith("/uploads/") || /^https:\/\//.test(value),
      "Upload an image or give an https:// address",
    ),
});

/** The users screen's intents: the admin changes a role, or locks or unlocks an account. */
export const CHANGE_ROLE_INTENT = "change-role";
export const DEACTIVATE_INTENT = "deactivate";
export const REACTIVATE_INTENT = "reactivate";

export const changeRoleSchema = z.object({
  intent: z.literal(CHANGE_ROLE_INTENT),
  userId: z.string().min(1),
  role: z.enum(USER_ROLES as [string, ...string[]], { message: "Choose student, instructor or admin" }),
});

export const setDeactivatedSchema = z.object({
  intent: z.enum([DEACTIVATE_INTENT, REACTIVATE_INTENT]),
  userId: z.string().min(1),
});

export const USERS_PAGE_SIZE = 25;
