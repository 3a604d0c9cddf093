import { type FocusEvent, type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { type FieldErrors, formDataToObject, toFieldErrors } from "~/lib/forms";

/**
 * Checks a form against its zod schema as the visitor types, so the submit button can stay
 * disabled until the form is valid. A field's message shows once the field has been left (or
 * after a refused submit); the server's messages show as they came. Before the page's
 * JavaScript has loaded the button is enabled and the server does the checking alone.
 */
/** Any zod schema, classic or mini: only safeParse and its issues are used. */
interface FormSchema {
  safeParse: (data: unknown) => { success: true } | { success: false; error: { issues: unknown[] } };
}

export function useLiveValidation(source: FormSchema | (() => Promise<FormSchema>), serverErrors?: FieldErrors) {
  const formRef = useRef<HTMLFormElement>(null);
  // Given a loader, the schema (and zod) is fetched after the page is interactive, not with it.
  const schemaRef = useRef<FormSchema | null>(typeof source === "function" ? null : source);
  const [isSchemaLoaded, setSchemaLoaded] = useState(schemaRef.current !== null);
  const [isHydrated, setHydrated] = useState(false);
  const [currentErrors, setCurrentErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [shownServerErrors, setShownServerErrors] = useState<FieldErrors>(serverErrors ?? {});

  const check = useCallback(() => {
    const form = formRef.current;
    const schema = schemaRef.current;
    if (!form || !schema) return;
    const parsed = schema.safeParse(formDataToObject(new FormData(form)));
    setCurrentErrors(parsed.success ? {} : toFieldErrors(parsed.error as never));
  }, []);

  useEffect(() => {
    setHydrated(true);
    if (schemaRef.current || typeof source !== "function") {
      check();
      return;
    }
    let isCurrent = true;
    void source().then((schema) => {
      if (!isCurrent) return;
      schemaRef.current = schema;
      setSchemaLoaded(true);
      check();
    });
    return () => {
      isCurrent = false;
    };
  }, [check, source]);

  useEffect(() => {
    setShownServerErrors(serverErrors ?? {});
    if (serverErrors) setTouched(new Set(Object.keys(serverErrors)));
  }, [serverErrors]);

  const touch = (field: string) =>
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const field = (event.target as unknown as HTMLInputElement).name;
    if (field && field in shownServerErrors) {
      const { [field]: _fixed, ...rest } = shownServerErrors;
      setShownServerErrors(rest);
    }
    check();
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const field = (event.target as unknown as HTMLInputElement).name;
    if (field) touch(field);
    check();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const schema = schemaRef.current;
    if (!schema) {
      // Still loading: the server checks this one.
      return;
    }
    const parsed = schema.safeParse(formDataToObject(new FormData(event.currentTarget)));
    if (parsed.success) return;
    event.preventDefault();
    const errors = toFieldErrors(parsed.error as never);
    setCurrentErrors(errors);
    setTouched(new Set(Object.keys(errors)));
  };

  const errors: FieldErrors = { ...shownServerErrors };
  for (const [field, message] of Object.entries(currentErrors)) {
    if (touched.has(field)) errors[field] = message;
  }
  const isValid = Object.keys(currentErrors).length === 0;
  return {
    formRef,
    errors,
    /** Re-check after a value changed without an input event (e.g. an uploaded image's address). */
    recheck: () => requestAnimationFrame(check),
    formProps: { ref: formRef, onChange, onBlur, onSubmit },
    /** Enabled before hydration and while the schema loads (the server checks), then only while valid. */
    canSubmit: !isHydrated || !isSchemaLoaded || isValid,
  };
}
