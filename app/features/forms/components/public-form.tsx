import { Alert, Button, InputBase, Stack, Text, TextInput, Title } from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { formatNumber } from "~/lib/i18n/format";
import type { SubmittedValues } from "../answers";
import {
  FORM_FILE_MAX_BYTES,
  type FormField,
  HONEYPOT_FIELD,
  inputName,
  optionInputName,
  STARTED_FIELD,
} from "../field-types";
import * as m from "../messages";
import classes from "./public-form.module.css";

interface PublicFormReply {
  ok: boolean;
  thankYouMessage?: string;
  formError?: string | null;
  fieldErrors?: Record<string, string>;
  values?: SubmittedValues;
  /** The time the form was first shown, kept after a refused send (public-form.server.ts). */
  started?: string;
}

interface PublicFormProps {
  form: {
    title: string;
    description: string;
    fields: FormField[];
    started: string;
    hasFile: boolean;
    acceptance: { accepting: true } | { accepting: false; message: string };
  };
  reply?: PublicFormReply;
  /** Where the form posts (the page embedding it posts to /f/{slug}). */
  action?: string;
  headingLevel?: 1 | 2;
}

const ACCEPT = { pdf: "application/pdf", image: "image/png,image/jpeg,image/gif,image/webp" } as const;

/**
 * A built form as visitors fill it in: a plain POST form (works before JavaScript loads; the
 * server checks every answer), each field labelled, its help text and message tied to it.
 */
export function PublicForm({ form, reply, action, headingLevel = 1 }: PublicFormProps) {
  const navigation = useNavigation();
  const heading = (
    <Title order={headingLevel} size="h2" style={{ overflowWrap: "anywhere" }}>
      {form.title}
    </Title>
  );
  if (reply?.ok) {
    return (
      <Stack gap="md">
        {heading}
        <Alert color="green" title={m.thankYou()} role="status">
          <Text style={{ whiteSpace: "pre-line" }}>{reply.thankYouMessage}</Text>
        </Alert>
      </Stack>
    );
  }
  const errors = reply?.fieldErrors ?? {};
  const values = reply?.values ?? {};
  const shown = (field: FormField) => values[inputName(field.id)];
  return (
    <Stack gap="md">
      {heading}
      {form.description ? <Text style={{ whiteSpace: "pre-line" }}>{form.description}</Text> : null}
      {!form.acceptance.accepting ? (
        <Alert color="gray" title={m.closed()} role="status">
          {form.acceptance.message}
        </Alert>
      ) : (
        <Form
          method="post"
          action={action}
          encType={form.hasFile ? "multipart/form-data" : undefined}
          noValidate
          aria-label={form.title}
          className={classes.form}
        >
          <Stack gap="md">
            {reply?.formError ? (
              <div role="alert" className={classes.formError}>
                {reply.formError}
              </div>
            ) : null}
            <Text size="sm">{m.requiredMarked()}</Text>
            <input type="hidden" name={STARTED_FIELD} value={reply?.started ?? form.started} />
            <div className={classes.honeypot} aria-hidden="true">
              <label>
                {m.leaveEmpty()}
                <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
              </label>
            </div>
            {form.fields.map((field) => (
              <FieldInput key={field.id} field={field} error={errors[inputName(field.id)]} value={shown(field)} />
            ))}
            <div>
              <Button type="submit" loading={navigation.state === "submitting"}>
                {m.send()}
              </Button>
            </div>
          </Stack>
        </Form>
      )}
    </Stack>
  );
}

function FieldInput({ field, error, value }: { field: FormField; error?: string; value?: string | string[] }) {
  const name = inputName(field.id);
  const id = `form-${name}`;
  const text = typeof value === "string" ? value : "";
  const common = {
    id,
    name,
    label: field.label,
    description: field.helpText || undefined,
    required: field.required,
    error,
    defaultValue: text,
  };
  switch (field.type) {
    case "section":
      return (
        <Stack gap={2} className={classes.section}>
          <Title order={2} size="h3">
            {field.label}
          </Title>
          {field.helpText ? <Text size="sm">{field.helpText}</Text> : null}
        </Stack>
      );
    case "long-text":
      return <InputBase component="textarea" multiline rows={5} {...common} />;
    case "email":
      return <TextInput type="email" autoComplete="email" {...common} />;
    case "phone":
      return <TextInput type="tel" autoComplete="tel" {...common} />;
    case "number":
      return (
        <TextInput
          inputMode="decimal"
          {...common}
          description={[field.helpText, rangeHint(field)].filter(Boolean).join(" ") || undefined}
        />
      );
    case "date":
      return <TextInput type="date" {...common} />;
    case "dropdown":
      return (
        <InputBase
          component="select"
          rightSection={<span aria-hidden="true">▾</span>}
          rightSectionPointerEvents="none"
          {...common}
        >
          <option value="">{m.choose()}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </InputBase>
      );
    case "single-choice":
    case "multiple-choice":
      return <ChoiceGroup field={field} error={error} value={value} />;
    case "consent":
      return (
        <div className={classes.choiceGroup}>
          <label className={classes.choice}>
            <input
              type="checkbox"
              name={name}
              defaultChecked={text === "on"}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <span>
              {field.label}
              {field.required ? <span className={classes.required}> *</span> : null}
            </span>
          </label>
          {field.helpText ? (
            <Text size="sm" c="var(--campus-text-muted)">
              {field.helpText}
            </Text>
          ) : null}
          {error ? (
            <p id={`${id}-error`} className={classes.error}>
              {error}
            </p>
          ) : null}
        </div>
      );
    case "file":
      return (
        <TextInput
          type="file"
          accept={ACCEPT[field.fileKind]}
          {...common}
          defaultValue={undefined}
          description={[
            field.helpText,
            field.fileKind === "pdf"
              ? m.pdfAtMost({ size: formatNumber(FORM_FILE_MAX_BYTES / 1_000_000) })
              : m.imageAtMost({ size: formatNumber(FORM_FILE_MAX_BYTES / 1_000_000) }),
          ]
            .filter(Boolean)
            .join(" ")}
        />
      );
    default:
      return <TextInput {...common} />;
  }
}

function rangeHint(field: FormField): string {
  if (field.min !== null && field.max !== null)
    return m.fromTo({ min: formatNumber(field.min), max: formatNumber(field.max) });
  if (field.min !== null) return m.atLeast({ min: formatNumber(field.min) });
  if (field.max !== null) return m.atMost({ max: formatNumber(field.max) });
  return "";
}

function ChoiceGroup({ field, error, value }: { field: FormField; error?: string; value?: string | string[] }) {
  const name = inputName(field.id);
  const isMultiple = field.type === "multiple-choice";
  const chosen = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
  const errorId = `form-${name}-error`;
  const helpId = `form-${name}-help`;
  return (
    <fieldset
      className={classes.choiceGroup}
      aria-invalid={error ? true : undefined}
      aria-describedby={[field.helpText ? helpId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined}
    >
      <legend className={classes.legend}>
        {field.label}
        {field.required ? <span className={classes.required}> *</span> : null}
      </legend>
      {field.helpText ? (
        <Text id={helpId} size="sm" c="var(--campus-text-muted)">
          {field.helpText}
        </Text>
      ) : null}
      {field.options.map((option, index) => (
        <label key={option} className={classes.choice}>
          <input
            type={isMultiple ? "checkbox" : "radio"}
            name={isMultiple ? optionInputName(field.id, index) : name}
            value={option}
            defaultChecked={chosen.includes(option)}
          />
          <span>{option}</span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
