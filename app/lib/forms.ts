import { type FocusEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { useSubmit } from "react-router";
import { focusFirstProblem } from "./focus-first-problem";
import { type FieldErrors, type FormSchema, formDataToObject, toFieldErrors } from "./form-data";

/**
 * The one form toolkit (ARCHITECTURE.md: "one schema per form, used by the form and re-checked by
 * the action"). This module reaches public pages' first JavaScript, so it never imports zod at run
 * time: it only calls `safeParse` on whatever schema it is given (zod classic or zod/mini), and a
 * form may hand it a loader so zod arrives when the form is used.
 */

export type { FieldErrors, FormSchema } from "./form-data";
export { toFieldErrors } from "./form-data";

/** A form's plain text values as sent, for filling it in again after a refusal. */
export type FormValues = Record<string, string>;

export type FormParseResult<T> =
  | { ok: true; data: T; values: FormValues }
  | { ok: false; fieldErrors: FieldErrors; values: FormValues };

/** Plain text values of a form, for re-filling it after a refusal (files and passwords left out). */
function formValues(formData: FormData): FormValues {
  const values: FormValues = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === "string" && !/password/i.test(key)) values[key] = value;
  }
  return values;
}

/** What a schema gives when the values pass (for a union of schemas, the union of what each gives). */
export type SchemaOutput<Schema> = Schema extends { safeParse(data: unknown): infer Result }
  ? Result extends { success: true; data: infer Output }
    ? Output
    : never
  : never;

/** The action's half of "one schema per form": the same schema the form used, checked again. */
export function parseForm<Schema extends FormSchema>(
  schema: Schema,
  formData: FormData,
): FormParseResult<SchemaOutput<Schema>> {
  const parsed = schema.safeParse(formDataToObject(formData));
  if (parsed.success) return { ok: true, data: parsed.data as SchemaOutput<Schema>, values: formValues(formData) };
  return { ok: false, fieldErrors: toFieldErrors(parsed.error), values: formValues(formData) };
}

/** A schema, or a function that loads it: public pages load zod only when a form is used. */
export type SchemaSource = FormSchema | (() => Promise<FormSchema>);

export interface FormValidationOptions {
  /**
   * "submit" (the default): the form is checked when sent; an invalid submit shows every field's
   * message at once and sends nothing. A loaded schema is fetched on the form's first focus.
   * "live": the form is checked as the person types; a field's message shows once the field has
   * been left (or after a refused submit), and `canSubmit` is true only while the form is valid.
   * A loaded schema is fetched as soon as the page is interactive.
   */
  mode?: "submit" | "live";
  /** The action's field messages, shown until the field is changed. */
  serverErrors?: FieldErrors | null;
  /** The action's copy of what was sent, so a refused form comes back as it was typed. */
  values?: FormValues | null;
  /** The action's message for the whole form (e.g. someone else saved first): brought into view like a field's. */
  formError?: string | null;
}

function withoutField<T>(map: Record<string, T>, field: string): Record<string, T> {
  if (!(field in map)) return map;
  const { [field]: _removed, ...rest } = map;
  return rest;
}

/**
 * The form's half of "one schema per form". Spread `formProps` on the <Form>, and `fieldProps(name)`
 * (or `checkboxProps(name)`) on each input: name, error, default value from the refused submit
 * (else the fallback given), and an onChange that clears the field's message.
 *
 * Both modes share one state: the server's messages (shown until the field changes), the latest
 * check of the whole form, and the fields whose checked message may show. (Written small on
 * purpose: this module is in the first JavaScript of the public forms' pages.)
 */
export function useFormValidation(source: SchemaSource, options: FormValidationOptions = {}) {
  const { mode, serverErrors, values, formError } = options;
  const isLive = mode === "live";
  const formRef = useRef<HTMLFormElement>(null);
  const sourceRef = useRef(source);
  const schemaRef = useRef<FormSchema | null>(typeof source === "function" ? null : source);
  const [shownServerErrors, setShownServerErrors] = useState<FieldErrors>(serverErrors ?? {});
  // Null until the form is first checked: a live form's Save stays enabled until then (the server checks).
  const [checked, setChecked] = useState<FieldErrors | null>(null);
  // The fields whose checked message may show (any value: a message, or true once left).
  const [touched, setTouched] = useState<Record<string, unknown>>({});
  const submit = useSubmit();

  const loadSchema = async (): Promise<FormSchema> => {
    schemaRef.current ??= await (sourceRef.current as () => Promise<FormSchema>)();
    return schemaRef.current;
  };

  /** The form's messages now, or null when the schema has not arrived. */
  const checkForm = (form: HTMLFormElement | null): FieldErrors | null => {
    const parsed = form && schemaRef.current?.safeParse(formDataToObject(new FormData(form)));
    return parsed ? (parsed.success ? {} : toFieldErrors(parsed.error)) : null;
  };

  const recheck = () => {
    const errors = checkForm(formRef.current);
    if (errors) setChecked(errors);
  };

  // Live forms judge from the first keystroke, so their schema comes with the page's interactivity.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration.
  useEffect(() => {
    if (isLive) void loadSchema().then(recheck);
  }, []);

  useEffect(() => {
    setShownServerErrors(serverErrors ?? {});
    if (serverErrors && isLive) setTouched(serverErrors);
  }, [serverErrors, isLive]);

  // A refusal from the server: its first problem (a field, or the form's message) comes into view with focus.
  // After the next paint: the field messages render from state the effect above sets in this same commit.
  useEffect(() => {
    if (!formError && !(serverErrors && Object.keys(serverErrors).length > 0)) return;
    const frame = requestAnimationFrame(() => focusFirstProblem(formRef.current));
    return () => cancelAnimationFrame(frame);
  }, [serverErrors, formError]);

  /** A changed field's message goes (a submit-mode form shows it again on the next submit). */
  const clearError = (field: string) => {
    setShownServerErrors((current) => withoutField(current, field));
    if (!isLive) setTouched((current) => withoutField(current, field));
  };

  /** True when the form is sent: every message shows at once when it is not. */
  const judge = (form: HTMLFormElement, event?: FormEvent) => {
    const errors = checkForm(form) ?? {};
    setChecked(errors);
    setTouched(errors);
    const isValid = Object.keys(errors).length === 0;
    if (!isValid) {
      event?.preventDefault();
      // After the messages render: the first one is brought into view, with focus on its field.
      requestAnimationFrame(() => focusFirstProblem(form));
    }
    return isValid;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    // A live form still loading its schema: the server checks this one.
    if (schemaRef.current || isLive) {
      if (schemaRef.current) judge(form, event);
      return;
    }
    // Not loaded yet: hold the submit, check, then send it ourselves.
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void loadSchema().then(() => {
      if (judge(form)) void submit(submitter ?? form, { method: (form.getAttribute("method") ?? "post") as "post" });
    });
  };

  const fieldName = (event: { target: unknown }) => (event.target as HTMLInputElement).name;

  const errors: FieldErrors = { ...shownServerErrors };
  for (const field in touched) if (checked?.[field]) errors[field] = checked[field];

  /** The stored value is the fallback (null: none); given a string, the default value is always one. */
  const fieldProps = <Fallback extends string | null | undefined = undefined>(name: string, fallback?: Fallback) => ({
    name,
    error: errors[name],
    defaultValue: (values?.[name] ?? fallback ?? undefined) as string | Exclude<Fallback, null>,
    onChange: () => clearError(name),
  });

  /** A checkbox: ticked as sent after a refused submit, else as the fallback says. */
  const checkboxProps = (name: string, fallback = false) => ({
    name,
    error: errors[name],
    defaultChecked: values ? values[name] === "on" : fallback,
    onChange: () => clearError(name),
  });

  return {
    errors,
    clearError,
    fieldProps,
    checkboxProps,
    /** Re-check after a value changed without an input event (e.g. an uploaded image's address). */
    recheck: () => requestAnimationFrame(recheck),
    formProps: isLive
      ? {
          ref: formRef,
          onSubmit,
          onChange: (event: FormEvent<HTMLFormElement>) => {
            clearError(fieldName(event));
            recheck();
          },
          onBlur: (event: FocusEvent<HTMLFormElement>) => {
            setTouched((current) => ({ ...current, [fieldName(event)]: true }));
            recheck();
          },
        }
      : { ref: formRef, onSubmit, onFocus: () => void loadSchema() },
    /**
     * Live mode: true until the form is first checked (before hydration the server checks), then only while
     * valid. A hint, never a reason to disable Save: pressing it on an invalid form shows and focuses the problem.
     */
    canSubmit: !isLive || !checked || Object.keys(checked).length === 0,
  };
}

/** What a form's fields are filled with, for components that lay out a section of a bigger form. */
export type FieldPropsFn = ReturnType<typeof useFormValidation>["fieldProps"];
export type CheckboxPropsFn = ReturnType<typeof useFormValidation>["checkboxProps"];
