/**
 * The schema-facing half of the form toolkit, with no React: lib/forms.ts (the forms' hooks and
 * the actions' parseForm) and the plain documents' live-form island (app/islands/live-form.ts)
 * both judge a form with these, so a field's message is the same wherever it is shown.
 */

/** Each field's message, by the field's name. */
export type FieldErrors = Record<string, string>;

interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Any zod schema, classic or mini, object, union or refined: only safeParse and its issues are used. */
export interface FormSchema<Output = unknown> {
  safeParse(
    data: unknown,
  ): { success: true; data: Output } | { success: false; error: { readonly issues: readonly SchemaIssue[] } };
}

/** The first message for each field: one clear message per field, as the forms show it. */
export function toFieldErrors(error: { readonly issues: readonly SchemaIssue[] }): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join(".") || "form";
    if (!(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  return fieldErrors;
}

/** A form's values as the schemas read them: one string a field, an array when a name repeats. */
export function formDataToObject(formData: FormData): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const key of new Set(formData.keys())) {
    const all = formData.getAll(key).filter((value): value is string => typeof value === "string");
    object[key] = all.length > 1 ? all : (all[0] ?? "");
  }
  return object;
}
