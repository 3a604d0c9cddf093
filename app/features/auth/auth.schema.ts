import { z } from "zod";

const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("")])
  .optional()
  .transform((value) => value === "on" || value === "true");

const email = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(200, "Email must be at most 200 characters")
  .pipe(z.email("Enter a valid email address"))
  .transform((value) => value.toLowerCase());

const newPassword = z
  .string()
  .min(1, "Password is required")
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters");

export const signInSchema = z.object({
  email,
  password: z.string().min(1, "Password is required").max(128, "Password must be at most 128 characters"),
  rememberMe: checkbox,
  redirectTo: z.string().optional(),
});

export const signUpSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name must be at most 100 characters"),
  email,
  password: newPassword,
  rememberMe: checkbox,
});

export const forgotPasswordSchema = z.object({ email });

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
