import { Button, InputBase, Stack, TextInput } from "@mantine/core";
import { Form, useNavigation } from "react-router";
import layout from "~/components/layout/page-layout.module.css";
import { PrivacyConsentCheckbox } from "~/components/privacy-consent-checkbox";
import type { RefusedReply } from "~/lib/action-reply";
import { useFormValidation } from "~/lib/forms";
import { PRIVACY_CONSENT_FIELD } from "~/lib/privacy-consent";
import { APPOINTMENT_TYPE_LABELS, APPOINTMENT_TYPES, type EnquiryKind, HONEYPOT_FIELD } from "../enquiry-fields";
import * as m from "../messages";

interface EnquiryFormProps {
  kind: EnquiryKind;
  /** What the route's action returned after a refused submit. */
  actionData?: Pick<RefusedReply, "fieldErrors" | "values" | "formError">;
  submitLabel: string;
  messageLabel?: string;
  messagePlaceholder?: string;
  /** Lets one page tell apart its forms' fields (ids must be unique). */
  idPrefix?: string;
}

/**
 * The enquiry form of SPEC 3/5, as a plain POST form: it works before the page's JavaScript has
 * loaded (the server checks everything again), and with JavaScript it shows every message at once.
 */
export function EnquiryForm({
  kind,
  actionData,
  submitLabel,
  messageLabel = m.labelMessage(),
  messagePlaceholder,
  idPrefix = kind,
}: EnquiryFormProps) {
  const navigation = useNavigation();
  // zod arrives with the first focus on the form, not with the page (JavaScript budget).
  const { formProps, fieldProps, checkboxProps } = useFormValidation(
    () => import("../enquiry.schema").then((module) => module.ENQUIRY_SCHEMAS[kind]),
    { serverErrors: actionData?.fieldErrors, values: actionData?.values },
  );
  const field = (name: string) => ({ id: `${idPrefix}-${name}`, ...fieldProps(name, "") });
  const showsAppointmentType = kind !== "quote";
  const showsNumberOfPeople = kind === "quote";

  return (
    <Form method="post" noValidate {...formProps} aria-label={submitLabel}>
      <Stack gap="sm">
        {actionData?.formError ? (
          <p role="alert" className={layout.formError} style={{ margin: 0 }}>
            {actionData.formError}
          </p>
        ) : null}
        {/* Plain elements where Mantine's Grid, Select and Textarea would cost JavaScript on a public page. */}
        <div className={layout.fieldPairs}>
          <TextInput label={m.labelFullName()} required autoComplete="name" {...field("name")} />
          <TextInput label={m.labelEmail()} type="email" required autoComplete="email" {...field("email")} />
          <TextInput label={m.labelPhone()} type="tel" required autoComplete="tel" {...field("phone")} />
          <TextInput label={m.labelCompany()} required autoComplete="organization" {...field("company")} />
          <TextInput
            label={m.labelDesignation()}
            required
            autoComplete="organization-title"
            {...field("designation")}
          />
          {showsNumberOfPeople ? (
            <TextInput label={m.labelNumberOfPeople()} required inputMode="numeric" {...field("numberOfPeople")} />
          ) : null}
          {showsAppointmentType ? (
            <InputBase
              component="select"
              label={m.labelAppointmentType()}
              required={kind === "consulting"}
              rightSection={<span aria-hidden="true">▾</span>}
              rightSectionPointerEvents="none"
              {...field("appointmentType")}
            >
              <option value="">{kind === "consulting" ? m.selectAppointmentType() : m.noAppointmentNeeded()}</option>
              {APPOINTMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {APPOINTMENT_TYPE_LABELS[type]()}
                </option>
              ))}
            </InputBase>
          ) : null}
        </div>
        <InputBase
          component="textarea"
          label={messageLabel}
          required
          multiline
          rows={5}
          placeholder={messagePlaceholder}
          styles={{ input: { resize: "vertical" } }}
          {...field("message")}
        />
        <PrivacyConsentCheckbox idPrefix={idPrefix} {...checkboxProps(PRIVACY_CONSENT_FIELD)} />
        {/* The honeypot: hidden from people and screen readers, filled in by form-filling bots. */}
        <div
          aria-hidden="true"
          style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}
        >
          <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{m.honeypot()}</label>
          <input
            id={`${idPrefix}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <div>
          <Button type="submit" loading={navigation.state === "submitting"}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
