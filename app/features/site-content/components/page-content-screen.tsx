import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { confirmAction } from "~/components/confirm-dialog";
import { StaleSaveNotice } from "~/components/stale-save-notice";
import type { RefusedReply } from "~/lib/action-reply";
import { setUnsavedWork, useUnsavedWorkKey } from "~/lib/unsaved-work";
import * as m from "../messages";
import type { PageContentEditorView } from "../page-content.server";
import { PREVIEW_QUERY } from "../page-preview";
import { SITE_PAGES } from "../site-pages.schema";
import { DocumentFields } from "./document-editor";
import { PublishStateBadge } from "./publish-state-badge";

export type PageContentRefused = Pick<RefusedReply, "formError" | "fieldErrors" | "isStale" | "document">;

function VersionedButton({
  intent,
  version,
  children,
  variant,
  disabled,
}: {
  intent: string;
  version: number;
  children: string;
  variant: "filled" | "default";
  disabled?: boolean;
}) {
  const navigation = useNavigation();
  const isBusy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post">
      <input type="hidden" name="version" value={version} />
      <Button type="submit" name="intent" value={intent} variant={variant} loading={isBusy} disabled={disabled}>
        {children}
      </Button>
    </Form>
  );
}

/** Discarding throws away every saved change since the last publish: it asks first, naming the action. */
function DiscardDraftButton({ version, disabled }: { version: number; disabled: boolean }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const isBusy = navigation.state === "submitting" && navigation.formData?.get("intent") === "discard-draft";
  const discard = async () => {
    const confirmed = await confirmAction({
      title: m.discardDraft(),
      message: m.discardDraftMessage(),
      confirmLabel: m.discardDraft(),
      danger: true,
    });
    if (confirmed) submit({ intent: "discard-draft", version: String(version) }, { method: "post" });
  };
  return (
    <Button variant="default" onClick={discard} loading={isBusy} disabled={disabled}>
      {m.discardDraft()}
    </Button>
  );
}

/**
 * Edits not yet saved as draft count as unsaved work: the staff frame's leave guard asks before a
 * link, Preview or the back button leaves them, and the browser before a tab close or reload
 * (decision 0061). Saving the draft (a post to this same page) is never blocked.
 */
function useUnsavedChangesWarning(hasChanges: boolean) {
  const key = useUnsavedWorkKey();
  useEffect(() => setUnsavedWork(key, hasChanges ? "unsaved" : null), [key, hasChanges]);
}

/** Site settings › Page content › one page: its draft in the generic editor, preview, publish, discard. */
export function PageContentScreen({ page, refused }: { page: PageContentEditorView; refused?: PageContentRefused }) {
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save-draft";
  const { descriptor } = SITE_PAGES[page.key];
  // A saved, published or discarded draft comes back with a new version: nothing is unsaved then.
  const [changedAtVersion, setChangedAtVersion] = useState<number | null>(null);
  const hasChanges = changedAtVersion === page.version;
  useUnsavedChangesWarning(hasChanges);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/site-content" size="sm">
        {m.backToPageContent()}
      </Anchor>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start">
            <Title order={1} size="h2">
              {m.namedPageContent({ name: page.name })}
            </Title>
            <PublishStateBadge hasUnpublishedChanges={page.hasUnpublishedChanges} />
          </Group>
          <Text size="sm">
            {page.publishedAt
              ? page.publishedBy
                ? m.publishedOnByDot({ date: page.publishedAt, name: page.publishedBy })
                : m.publishedOnDot({ date: page.publishedAt })
              : m.notPublishedYet()}{" "}
            {page.savedBy
              ? m.draftSavedBy({ date: page.savedAt, name: page.savedBy })
              : m.draftSaved({ date: page.savedAt })}
          </Text>
          <Group gap="sm">
            <Button
              component={Link}
              to={`${page.path}?${PREVIEW_QUERY}`}
              variant="default"
              rightSection={<IconExternalLink size={16} aria-hidden="true" />}
            >
              {m.preview()}
            </Button>
            <VersionedButton
              intent="publish"
              version={page.version}
              variant="filled"
              disabled={!page.hasUnpublishedChanges}
            >
              {m.publish()}
            </VersionedButton>
            <DiscardDraftButton version={page.version} disabled={!page.hasUnpublishedChanges} />
          </Group>
          <Text size="xs" c="var(--campus-text-soft)">
            {m.previewPublishHint()}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Form method="post" noValidate key={page.version} onChange={() => setChangedAtVersion(page.version)}>
          <input type="hidden" name="version" value={page.version} />
          <Stack gap="md">
            <Title order={2} size="h3">
              {m.draft()}
            </Title>
            {refused?.isStale && refused.formError ? (
              <StaleSaveNotice message={refused.formError} reloadTo={`/admin/site-content/${page.key}`} />
            ) : refused?.formError ? (
              <Alert color="red" role="alert">
                {refused.formError}
              </Alert>
            ) : null}
            <DocumentFields
              descriptor={descriptor}
              values={refused?.document ?? page.draft}
              fieldErrors={refused?.fieldErrors ?? {}}
            />
            {/* The page is long: the save button stays in view at the bottom of the window. */}
            <Group
              pos="sticky"
              bottom={0}
              py="sm"
              bg="var(--mantine-color-body)"
              style={{ borderTop: "1px solid var(--campus-border)", zIndex: 2 }}
            >
              <Button type="submit" name="intent" value="save-draft" loading={isSaving}>
                {m.saveDraft()}
              </Button>
              <Text size="sm" c="var(--campus-text-soft)">
                {m.draftInvisible()}
              </Text>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
