import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { lazy, type ReactNode, Suspense } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Loading } from "~/components/loading";
import { type FieldErrors, useSchemaValidation } from "~/lib/forms";
import type { SitePageView } from "./site-page-view";
import { DESCRIPTION_MAX, sitePageSchema, TITLE_MAX } from "./site-pages.schema";

// TipTap is loaded only on the add-page and edit-page screens.
const RichTextField = lazy(() => import("~/features/content-blocks/editors/rich-text-field"));

export interface SitePageFormProps {
  /** The stored page when editing; absent when adding. */
  page?: Pick<SitePageView, "title" | "description" | "bodyHtml" | "isPublished" | "version">;
  actionData?: { fieldErrors?: FieldErrors; values?: Record<string, string>; formError?: string | null };
  /** Shown after Save (e.g. the Delete button on the edit screen). */
  extraActions?: ReactNode;
  /** Where "Reload" goes after a refused stale save. */
  reloadTo?: string;
}

/** Title, description, rich-text body and published flag; the same schema checks it here and on the server. */
export function SitePageForm({ page, actionData, extraActions, reloadTo }: SitePageFormProps) {
  const navigation = useNavigation();
  const { errors, onSubmit, clearError } = useSchemaValidation(sitePageSchema, actionData?.fieldErrors);
  const values = actionData?.values;
  const valueOr = (field: string, stored: string) => values?.[field] ?? stored;
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const isPublished = values ? values.isPublished === "on" : (page?.isPublished ?? false);

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
      <Form method="post" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="save" />
        {page ? <input type="hidden" name="version" value={page.version} /> : null}
        <Stack gap="md">
          {actionData?.formError ? (
            <Text c="red.9" role="alert">
              {actionData.formError}{" "}
              {reloadTo ? (
                <Anchor component={Link} to={reloadTo} reloadDocument>
                  Reload
                </Anchor>
              ) : null}
            </Text>
          ) : null}
          <TextInput
            label="Title"
            name="title"
            required
            maxLength={TITLE_MAX}
            defaultValue={valueOr("title", page?.title ?? "")}
            error={errors.title}
            onChange={() => clearError("title")}
          />
          <Textarea
            label="Description"
            description={`A short summary shown under the title (at most ${DESCRIPTION_MAX} characters)`}
            name="description"
            autosize
            minRows={2}
            maxLength={DESCRIPTION_MAX}
            defaultValue={valueOr("description", page?.description ?? "")}
            error={errors.description}
            onChange={() => clearError("description")}
          />
          <Suspense fallback={<Loading />}>
            <RichTextField
              name="bodyHtml"
              label="Page text"
              defaultValue={valueOr("bodyHtml", page?.bodyHtml ?? "")}
              error={errors.bodyHtml}
            />
          </Suspense>
          <Checkbox
            label="Published (visible to everyone at its page address)"
            name="isPublished"
            defaultChecked={isPublished}
          />
          <Group justify="space-between">
            <Group>
              <Button type="submit" loading={isSaving}>
                Save
              </Button>
              <Button component={Link} to="/page-builder" variant="default">
                Cancel
              </Button>
            </Group>
            {extraActions}
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
