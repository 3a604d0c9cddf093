import { z } from "zod";
import { checkbox, email, requiredText } from "~/lib/form-fields";
import { privacyConsentField } from "~/lib/privacy-consent-field";

const accountEmail = email({ label: "Email" });

const newPassword = z
  .string()
  .min(1, "Password is required")
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters");

export const signInSchema = z.object({
  email: accountEmail,
  /** Empty on the email-first step: a company domain goes on to its sign-in service, any other is asked for it. */
  password: z
    .string()
    .max(128, "Password must be at most 128 characters")
    .optional()
    .transform((value) => value ?? ""),
  rememberMe: checkbox(),
  redirectTo: z.string().optional(),
  /** A course to enrol in once signed in (Enrol on an online course's page); checked again by the action. */
  enrol: z.string().optional(),
});

export const signUpSchema = z.object({
  name: requiredText(100, "Name"),
  email: accountEmail,
  password: newPassword,
  rememberMe: checkbox(),
  // POPIA: the new account keeps the moment and the wording's version (decision 0036).
  privacyConsent: privacyConsentField(),
  // Carried into the confirmation link, so the person comes back to where they signed up from.
  redirectTo: z.string().optional(),
  enrol: z.string().optional(),
});

export const forgotPasswordSchema = z.object({ email: accountEmail });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, "This reset link is invalid or has expired."),
    password: newPassword,
    confirmPassword: z.string().min(1, "Repeat the new password"),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "The two passwords do not match",
    path: ["confirmPassword"],
  });

/** Change password on the profile: the current password, then the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, "Enter your current password")
      .max(128, "Password must be at most 128 characters"),
    password: newPassword,
    confirmPassword: z.string().min(1, "Repeat the new password"),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "The two passwords do not match",
    path: ["confirmPassword"],
  })
  .refine((value) => value.password !== value.currentPassword, {
    message: "Choose a new password that differs from the current one",
    path: ["password"],
  });
