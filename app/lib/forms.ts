import { type FormEvent, useEffect, useState } from "react";
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

export type FormParseResult<T> =
  | { ok: true; data: T; values: Record<string, string> }
  | { ok: false; fieldErrors: FieldErrors; values: Record<string, string> };

/** The first message for each field: one clear message per field, as the forms show it. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "form";
    if (!(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  return fieldErrors;
}

/** Plain text values of a form, for re-filling it after a refusal (files and passwords left out). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === "string" && !/password/i.test(key)) values[key] = value;
  }
  return values;
}

export function formDataToObject(formData: FormData): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const key of new Set(formData.keys())) {
    const all = formData.getAll(key).filter((value): value is string => typeof value === "string");
    object[key] = all.length > 1 ? all : (all[0] ?? "");
  }
  return object;
}

/** The action's half of "one schema per form": the same schema the form used, checked again. */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  formData: FormData,
): FormParseResult<z.infer<Schema>> {
  const parsed = schema.safeParse(formDataToObject(formData));
  if (parsed.success) return { ok: true, data: parsed.data, values: formValues(formData) };
  return { ok: false, fieldErrors: toFieldErrors(parsed.error), values: formValues(formData) };
}

/**
 * The form's half: checks the same schema before sending. An invalid submit shows every
 * field's message at once (all fields touched) and sends nothing. Server errors are shown too.
 */
export function useSchemaValidation<Schema extends z.ZodType>(schema: Schema, serverErrors?: FieldErrors) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  useEffect(() => setErrors(serverErrors ?? {}), [serverErrors]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = schema.safeParse(formDataToObject(new FormData(event.currentTarget)));
    if (parsed.success) {
      setErrors({});
      return;
    }
    event.preventDefault();
    setErrors(toFieldErrors(parsed.error));
  };
  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  return { errors, onSubmit, clearError };
}
