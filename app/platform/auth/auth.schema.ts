import { z } from "zod";
import { checkbox, email, requiredText } from "~/lib/form-fields";
import { privacyConsentField } from "~/lib/privacy-consent-field";
import * as m from "./messages";

const accountEmail = email({ label: () => m.fieldEmail() });

const newPassword = z
  .string()
  .min(1, { error: () => m.passwordIsRequired() })
  .min(8, { error: () => m.passwordMustBeAtLeast() })
  .max(128, { error: () => m.passwordMustBeAtMost() });

export const signInSchema = z.object({
  email: accountEmail,
  /** Empty on the email-first step: a company domain goes on to its sign-in service, any other is asked for it. */
  password: z
    .string()
    .max(128, { error: () => m.passwordMustBeAtMost() })
    .optional()
    .transform((value) => value ?? ""),
  rememberMe: checkbox(),
  redirectTo: z.string().optional(),
  /** A course to enrol in once signed in (Enrol on an online course's page); checked again by the action. */
  enrol: z.string().optional(),
});

export const signUpSchema = z.object({
  name: requiredText(100, () => m.fieldName()),
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
    token: z.string().min(1, { error: () => m.thisResetLinkIsInvalid() }),
    password: newPassword,
    confirmPassword: z.string().min(1, { error: () => m.repeatTheNewPassword() }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: () => m.theTwoPasswordsDoNot(),
    path: ["confirmPassword"],
  });

/** Change password on the profile: the current password, then the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, { error: () => m.enterYourCurrentPassword() })
      .max(128, { error: () => m.passwordMustBeAtMost() }),
    password: newPassword,
    confirmPassword: z.string().min(1, { error: () => m.repeatTheNewPassword() }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: () => m.theTwoPasswordsDoNot(),
    path: ["confirmPassword"],
  })
  .refine((value) => value.password !== value.currentPassword, {
    error: () => m.chooseANewPasswordThat(),
    path: ["password"],
  });
