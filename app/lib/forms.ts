import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSubmit } from "react-router";
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

/** A schema, or a function that loads it: public pages load zod only when a form is used. */
export type SchemaSource<Schema extends z.ZodType> = Schema | (() => Promise<Schema>);

/**
 * The form's half: checks the same schema before sending. An invalid submit shows every
 * field's message at once (all fields touched) and sends nothing. Server errors are shown too.
 *
 * Given a loader instead of a schema, the schema's code is fetched when the form is first focused
 * (or at the latest on submit), keeping zod out of the page's initial JavaScript.
 */
export function useSchemaValidation<Schema extends z.ZodType>(
  source: SchemaSource<Schema>,
  serverErrors?: FieldErrors,
) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  useEffect(() => setErrors(serverErrors ?? {}), [serverErrors]);
  const submit = useSubmit();
  const loaded = useRef<Schema | null>(typeof source === "function" ? null : source);

  const loadSchema = async (): Promise<Schema> => {
    if (!loaded.current) loaded.current = await (source as () => Promise<Schema>)();
    return loaded.current;
  };

  /** True when the values pass; otherwise shows the messages. */
  const check = (schema: Schema, form: HTMLFormElement) => {
    const parsed = schema.safeParse(formDataToObject(new FormData(form)));
    setErrors(parsed.success ? {} : toFieldErrors(parsed.error));
    return parsed.success;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    if (loaded.current) {
      if (!check(loaded.current, form)) event.preventDefault();
      return;
    }
    // Not loaded yet: hold the submit, check, then send it ourselves.
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void loadSchema().then((schema) => {
      if (check(schema, form))
        void submit(submitter ?? form, { method: (form.getAttribute("method") ?? "post") as "post" });
    });
  };
  const onFocus = () => {
    if (!loaded.current) void loadSchema();
  };
  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  return { errors, onSubmit, onFocus, clearError };
}
