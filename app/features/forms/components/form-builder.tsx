import { Anchor, Badge, Button, Group, Menu, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { IconChevronDown, IconExternalLink, IconPlus } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { withCharacterCount } from "~/components/character-count";
import { StaleSaveNotice } from "~/components/stale-save-notice";
import { useReorderable } from "~/components/use-reorderable";
import { focusFirstProblem } from "~/lib/focus-first-problem";
import { createId } from "~/lib/ids";
import { useDebouncedSave } from "~/lib/use-debounced-save";
import {
  FIELD_TYPES,
  FORM_INTENTS,
  type FormField,
  type FormStatus,
  fieldTypeLabel,
  LIMITS,
  newField,
} from "../field-types";
import * as m from "../messages";
import { FieldCard } from "./field-card";
import { FormSettingsPanel, type FormSettingsValues } from "./form-settings-panel";
import { type SaveState, useFormSaver } from "./use-form-saver";

export interface BuilderForm extends FormSettingsValues {
  id: string;
  title: string;
  description: string;
  fields: FormField[];
  status: FormStatus;
  statusLabel: string;
  version: number;
  responseCount: number;
  publicPath: string;
  acceptance: { accepting: true } | { accepting: false; message: string };
  staffOptions: Array<{ value: string; label: string }>;
}

interface Content {
  title: string;
  description: string;
  fields: FormField[];
}

const LINK_MARK = "\u0000";

// Filled badges: fills that hold white text in both schemes (decision 0069-dark-mode).
const STATUS_COLOURS: Record<FormStatus, string> = {
  draft: "var(--campus-neutral-fill)",
  open: "var(--campus-success-fill)",
  closed: "var(--campus-danger-fill)",
};

/**
 * The form builder: content autosaved, fields reordered by drag or keyboard, and publishing. After
 * someone else saved the form, its fields are locked (typing there could not be saved) and the
 * notice that says so takes focus; a refused Publish, Close or Save settings is brought into view.
 */
export function FormBuilder({ form }: { form: BuilderForm }) {
  const saver = useFormSaver(form.version);
  const rootRef = useRef<HTMLDivElement>(null);
  const isStale = saver.status.state === "stale";
  const lock = isStale ? { inert: true, style: { opacity: 0.6 } } : {};
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per refusal.
  useEffect(() => {
    const isExplicit = saver.lastIntent() !== FORM_INTENTS.saveContent;
    if (isStale || (saver.status.state === "error" && isExplicit)) focusFirstProblem(rootRef.current);
  }, [saver.status]);
  const [content, setContent] = useState<Content>({
    title: form.title,
    description: form.description,
    fields: form.fields,
  });
  const debounced = useDebouncedSave<Content>((next) =>
    saver.save(FORM_INTENTS.saveContent, { content: JSON.stringify(next) }),
  );

  const update = (next: Content, isTyping: boolean) => {
    setContent(next);
    if (isTyping) debounced.later(next);
    else debounced.now(next);
  };
  const setFields = (fields: FormField[], isTyping = false) => update({ ...content, fields }, isTyping);

  const reorder = useReorderable(content.fields, (orderedIds) => {
    const byId = new Map(content.fields.map((field) => [field.id, field]));
    setFields(orderedIds.flatMap((id) => byId.get(id) ?? []));
  });

  const addField = (type: FormField["type"]) => setFields([...content.fields, newField(type, createId())]);
  const hasFileField = content.fields.some((field) => field.type === "file");
  const hasEmailField = content.fields.some((field) => field.type === "email");
  // One sentence with the address's link in its place: the text on either side of the placeholder.
  const publicAddress = m.publicAddress({ address: LINK_MARK }).split(LINK_MARK);

  return (
    <Stack gap="lg" ref={rootRef}>
      <Anchor component={Link} to="/instructor/forms" size="sm">
        {m.allForms()}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
              {content.title || m.untitledForm()}
            </Title>
            <Badge color={STATUS_COLOURS[form.status]}>{form.statusLabel}</Badge>
          </Group>
          <SaveLine status={saver.status} onRetry={saver.retry} />
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button component={Link} to={`/instructor/form/${form.id}/responses`} variant="default">
            {m.responsesCount({ count: form.responseCount })}
          </Button>
          <Button component={Link} to={`/instructor/form/${form.id}/summary`} variant="default">
            {m.summary()}
          </Button>
          {form.status === "open" ? (
            <Button variant="default" onClick={() => saver.save(FORM_INTENTS.close)}>
              {m.closeForm()}
            </Button>
          ) : (
            <Button onClick={() => saver.save(FORM_INTENTS.open)}>{m.publish()}</Button>
          )}
        </Group>
      </Group>

      {saver.status.state === "stale" ? (
        <StaleSaveNotice message={saver.status.message} reloadTo={`/instructor/form/${form.id}`} />
      ) : null}

      {form.status !== "draft" ? (
        <Paper withBorder radius="md" p="md" component="section" aria-label={m.publishing()}>
          <Stack gap={4}>
            <Text fw={700} c={form.acceptance.accepting ? "var(--campus-success)" : "var(--campus-text-strong)"}>
              {form.acceptance.accepting ? m.takingResponses() : m.notTakingResponses()}
            </Text>
            {!form.acceptance.accepting ? <Text size="sm">{form.acceptance.message}</Text> : null}
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {publicAddress[0]}
              <Anchor href={form.publicPath} target="_blank" rel="noopener">
                {form.publicPath} <IconExternalLink size={12} aria-hidden="true" />
              </Anchor>
              {publicAddress[1]}
            </Text>
          </Stack>
        </Paper>
      ) : null}

      <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} {...lock}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {m.questions()}
          </Title>
          {form.responseCount > 0 ? (
            <Text size="sm" c="var(--campus-text-muted)">
              {m.peopleAnswered({ count: form.responseCount })}
            </Text>
          ) : null}
          <TextInput
            label={m.title()}
            required
            maxLength={LIMITS.title}
            description={withCharacterCount(content.title, LIMITS.title)}
            value={content.title}
            error={content.title.trim() === "" ? m.titleRequired() : undefined}
            onChange={(event) => update({ ...content, title: event.currentTarget.value }, true)}
          />
          <Textarea
            label={m.description()}
            description={withCharacterCount(content.description, LIMITS.description, m.shownAboveQuestions())}
            autosize
            minRows={2}
            maxLength={LIMITS.description}
            value={content.description}
            onChange={(event) => update({ ...content, description: event.currentTarget.value }, true)}
          />
          {reorder.ordered.length === 0 ? (
            <Text c="var(--campus-text-muted)" size="sm">
              {m.noQuestionsYet()}
            </Text>
          ) : (
            <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label={m.questions()}>
              {reorder.ordered.map((field, index) => (
                <FieldCard
                  key={field.id}
                  field={field}
                  isFirst={index === 0}
                  isLast={index === reorder.ordered.length - 1}
                  onChange={(changed, isTyping) =>
                    setFields(
                      content.fields.map((candidate) => (candidate.id === changed.id ? changed : candidate)),
                      isTyping,
                    )
                  }
                  onRemove={() => setFields(content.fields.filter((candidate) => candidate.id !== field.id))}
                  onMove={reorder.move}
                  handleProps={reorder.handleProps(field.id)}
                  itemProps={reorder.itemProps(field.id)}
                />
              ))}
            </Stack>
          )}
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                rightSection={<IconChevronDown size={14} aria-hidden="true" />}
                disabled={content.fields.length >= LIMITS.fields}
                style={{ alignSelf: "flex-start" }}
              >
                {m.addField()}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {FIELD_TYPES.map((type) => (
                <Menu.Item key={type} disabled={type === "file" && hasFileField} onClick={() => addField(type)}>
                  {fieldTypeLabel(type)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Stack>
      </Paper>

      <FormSettingsPanel
        {...lock}
        key={form.id}
        values={form}
        staffOptions={form.staffOptions}
        hasEmailField={hasEmailField}
        onSave={(fields) => saver.save(FORM_INTENTS.saveSettings, fields)}
        isSaving={saver.status.state === "saving"}
      />
    </Stack>
  );
}

function SaveLine({ status, onRetry }: { status: SaveState; onRetry: () => void }) {
  const text =
    status.state === "saving"
      ? m.saving()
      : status.state === "saved"
        ? m.saved()
        : status.state === "error"
          ? status.message
          : status.state === "idle"
            ? m.savesAsYouType()
            : "";
  return (
    <Group gap="xs" mih={22}>
      <Text
        size="sm"
        c={status.state === "error" ? "red.9" : "gray.7"}
        role={status.state === "error" ? "alert" : "status"}
        aria-live={status.state === "error" ? "assertive" : "polite"}
      >
        {text}
      </Text>
      {status.state === "error" ? (
        <Button size="compact-xs" variant="default" onClick={onRetry}>
          {m.retry()}
        </Button>
      ) : null}
    </Group>
  );
}
