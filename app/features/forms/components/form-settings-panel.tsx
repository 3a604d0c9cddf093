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
import * as m from "../messages";

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
    settings.responseLimit !== "" && !/^\d+$/.test(settings.responseLimit.trim()) ? m.enterWholeNumber() : undefined;
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
            {m.publishingAndNotifications()}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label={m.closingDate()}
              description={m.closingDateHelp()}
              value={settings.closesAt}
              onChange={(event) => setSettings({ ...settings, closesAt: event.currentTarget.value })}
            />
            <TextInput
              label={m.responseLimit()}
              description={m.responseLimitHelp()}
              inputMode="numeric"
              value={settings.responseLimit}
              error={limitError}
              onChange={(event) => setSettings({ ...settings, responseLimit: event.currentTarget.value })}
            />
          </SimpleGrid>
          <Textarea
            label={m.thankYouMessage()}
            description={withCharacterCount(settings.thankYouMessage, LIMITS.thankYou, m.thankYouHelp())}
            autosize
            minRows={2}
            maxLength={LIMITS.thankYou}
            value={settings.thankYouMessage}
            onChange={(event) => setSettings({ ...settings, thankYouMessage: event.currentTarget.value })}
          />
          <Checkbox
            label={m.emailConfirmation()}
            description={hasEmailField ? m.confirmationSentTo() : m.addEmailField()}
            disabled={!hasEmailField}
            checked={settings.sendsConfirmation && hasEmailField}
            onChange={(event) => setSettings({ ...settings, sendsConfirmation: event.currentTarget.checked })}
          />
          <MultiSelect
            label={m.notifyByEmail()}
            description={m.notifyHelp()}
            data={staffOptions}
            value={settings.notifyUserIds}
            searchable
            clearable
            onChange={(notifyUserIds) => setSettings({ ...settings, notifyUserIds })}
          />
          <Group>
            <Button type="submit" variant="default" loading={isSaving}>
              {m.saveSettings()}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
