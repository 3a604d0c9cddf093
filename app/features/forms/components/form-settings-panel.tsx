import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type CSSProperties, useState } from "react";
import { withCharacterCount } from "~/components/character-count";
import { focusFirstProblem } from "~/lib/focus-first-problem";
import { LIMITS } from "../field-types";

export interface FormSettingsValues {
  closesAt: string;
  responseLimit: string;
  thankYouMessage: string;
  sendsConfirmation: boolean;
  notifyUserIds: string[];
}

interface FormSettingsPanelProps {
  /** Locked after someone else saved the form (nothing typed here could be saved). */
  inert?: boolean;
  style?: CSSProperties;
  values: FormSettingsValues;
  staffOptions: Array<{ value: string; label: string }>;
  hasEmailField: boolean;
  onSave: (fields: Record<string, string>) => void;
  isSaving: boolean;
}

/** Closing date, response limit, thank-you message, confirmation mail and who is notified. */
export function FormSettingsPanel({
  values,
  staffOptions,
  hasEmailField,
  onSave,
  isSaving,
  inert,
  style,
}: FormSettingsPanelProps) {
  const [settings, setSettings] = useState(values);
  const limitError =
    settings.responseLimit !== "" && !/^\d+$/.test(settings.responseLimit.trim())
      ? "Enter a whole number, or leave it empty"
      : undefined;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "sm", sm: "lg" }}
      component="section"
      aria-labelledby="form-settings-heading"
      inert={inert}
      style={style}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // Save with a problem: the problem comes into view with focus, rather than nothing happening.
          if (limitError) {
            focusFirstProblem(event.currentTarget);
            return;
          }
          onSave({
            closesAt: settings.closesAt,
            responseLimit: settings.responseLimit.trim(),
            thankYouMessage: settings.thankYouMessage,
            sendsConfirmation: settings.sendsConfirmation ? "on" : "",
            notifyUserIds: settings.notifyUserIds.join(","),
          });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="form-settings-heading">
            Publishing and notifications
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label="Closing date"
              description="The last day responses are taken. Empty: until you close the form."
              value={settings.closesAt}
              onChange={(event) => setSettings({ ...settings, closesAt: event.currentTarget.value })}
            />
            <TextInput
              label="Response limit"
              description="The form closes after this many responses. Empty: no limit."
              inputMode="numeric"
              value={settings.responseLimit}
              error={limitError}
              onChange={(event) => setSettings({ ...settings, responseLimit: event.currentTarget.value })}
            />
          </SimpleGrid>
          <Textarea
            label="Thank-you message"
            description={withCharacterCount(
              settings.thankYouMessage,
              LIMITS.thankYou,
              "Shown after someone sends the form.",
            )}
            autosize
            minRows={2}
            maxLength={LIMITS.thankYou}
            value={settings.thankYouMessage}
            onChange={(event) => setSettings({ ...settings, thankYouMessage: event.currentTarget.value })}
          />
          <Checkbox
            label="Email a confirmation to the respondent"
            description={
              hasEmailField
                ? "Sent to the address given in the form's first email field."
                : "Add an email field to the form to send a confirmation."
            }
            disabled={!hasEmailField}
            checked={settings.sendsConfirmation && hasEmailField}
            onChange={(event) => setSettings({ ...settings, sendsConfirmation: event.currentTarget.checked })}
          />
          <MultiSelect
            label="Notify by email"
            description="Staff who get a mail for each new response."
            data={staffOptions}
            value={settings.notifyUserIds}
            searchable
            clearable
            onChange={(notifyUserIds) => setSettings({ ...settings, notifyUserIds })}
          />
          <Group>
            <Button type="submit" variant="default" loading={isSaving}>
              Save settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
