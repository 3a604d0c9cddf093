import { Anchor, Button, Checkbox, Group, InputBase, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { LazyRichTextField } from "~/features/content-blocks/editors/lazy-rich-text-field";
import type { RefusedReply } from "~/lib/action-reply";
import { useFormValidation } from "~/lib/forms";
import * as m from "./messages";
import type { SitePageView } from "./site-page-view";
import { DESCRIPTION_MAX, sitePageSchema, TITLE_MAX } from "./site-pages.schema";

export interface SitePageFormProps {
  /** The stored page when editing; absent when adding. */
  page?: Pick<SitePageView, "title" | "description" | "bodyHtml" | "isPublished" | "formId" | "version">;
  /** The built forms a page can embed below its text (value: form id). */
  formOptions?: Array<{ value: string; label: string }>;
  actionData?: Partial<Pick<RefusedReply, "fieldErrors" | "values" | "formError">>;
  /** Shown after Save (e.g. the Delete button on the edit screen). */
  extraActions?: ReactNode;
  /** Where "Reload" goes after a refused stale save. */
  reloadTo?: string;
}

/** Title, description, rich-text body and published flag; the same schema checks it here and on the server. */
export function SitePageForm({ page, actionData, extraActions, reloadTo, formOptions = [] }: SitePageFormProps) {
  const navigation = useNavigation();
  const { formProps, fieldProps, checkboxProps } = useFormValidation(sitePageSchema, {
    serverErrors: actionData?.fieldErrors,
    values: actionData?.values,
  });
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
      <Form method="post" noValidate {...formProps}>
        <input type="hidden" name="intent" value="save" />
        {page ? <input type="hidden" name="version" value={page.version} /> : null}
        <Stack gap="md">
          {actionData?.formError ? (
            <Text c="red.9" role="alert">
              {actionData.formError}{" "}
              {reloadTo ? (
                <Anchor component={Link} to={reloadTo} reloadDocument>
                  {m.reload()}
                </Anchor>
              ) : null}
            </Text>
          ) : null}
          <TextInput
            label={m.labelTitle()}
            required
            maxLength={TITLE_MAX}
            {...fieldProps("title", page?.title ?? "")}
          />
          <Textarea
            label={m.labelDescription()}
            description={m.descriptionHint({ max: DESCRIPTION_MAX })}
            autosize
            minRows={2}
            maxLength={DESCRIPTION_MAX}
            {...fieldProps("description", page?.description ?? "")}
          />
          <LazyRichTextField label={m.labelPageText()} {...fieldProps("bodyHtml", page?.bodyHtml ?? "")} />
          <InputBase
            component="select"
            label={m.labelForm()}
            description={m.formHint()}
            rightSection={<span aria-hidden="true">▾</span>}
            rightSectionPointerEvents="none"
            {...fieldProps("formId", page?.formId ?? "")}
          >
            <option value="">{m.noForm()}</option>
            {formOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </InputBase>
          <Checkbox label={m.labelPublished()} {...checkboxProps("isPublished", page?.isPublished ?? false)} />
          <Group justify="space-between">
            <Group>
              <Button type="submit" loading={isSaving}>
                {m.save()}
              </Button>
              <Button component={Link} to="/page-builder" variant="default">
                {m.cancel()}
              </Button>
            </Group>
            {extraActions}
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
