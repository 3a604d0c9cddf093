import { Button, FileButton, Group, Stack, Text } from "@mantine/core";
import { IconPackage, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { useParams } from "react-router";
import { PACKAGE_UPLOAD_FIELD, packageUploadUrl } from "~/features/content-packages/package-types";
import { formatNumber } from "~/lib/i18n/format";
import type { PackageContent } from "../block-types";
import type { BlockEditorProps } from "./editor-props";
import * as m from "./messages";

/**
 * The package block's editor (decision 0097-scorm-content-packages): the instructor uploads the
 * package's ZIP; the server reads and stores it and answers its title, and the block then points
 * at it. A new upload replaces the package the block shows (the old one stays for learners' records).
 */
export default function PackageBlockEditor({ label, content, onSave }: BlockEditorProps<PackageContent>) {
  const { courseId = "" } = useParams();
  const [current, setCurrent] = useState(content);
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);

  const upload = async (picked: File | null) => {
    if (!picked) return;
    setError(null);
    setUploading(true);
    const body = new FormData();
    body.set(PACKAGE_UPLOAD_FIELD, picked);
    try {
      const response = await fetch(packageUploadUrl(courseId), { method: "POST", body });
      const result = (await response.json().catch(() => ({}))) as {
        package?: { id: string; title: string; kindLabel: string; fileCount: number; scoCount: number };
        message?: string;
      };
      if (!response.ok || !result.package) {
        setError(result.message ?? m.packageCouldNotUploadedPlease());
        return;
      }
      const next = { packageId: result.package.id, title: result.package.title };
      setCurrent(next);
      setSummary(
        m.packageSummary({
          kind: result.package.kindLabel,
          items: formatNumber(result.package.scoCount),
          files: formatNumber(result.package.fileCount),
        }),
      );
      onSave(next);
    } catch {
      setError(m.uploadFailedCheckConnectionTry());
    } finally {
      setUploading(false);
    }
  };
  const buttonLabel = current.packageId ? m.replacePackage() : m.uploadScormPackage();

  return (
    <Stack gap="xs">
      {current.packageId ? (
        <Group gap="xs">
          <IconPackage size={16} aria-hidden="true" />
          <Text size="sm">{current.title || m.scormPackage()}</Text>
        </Group>
      ) : (
        <Text c="dimmed" size="sm">
          {m.noPackageYetUploadScorm()}
        </Text>
      )}
      {summary ? (
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
      ) : null}
      <Group>
        <FileButton onChange={upload} accept=".zip,application/zip">
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              loading={isUploading}
              aria-label={m.uploadFor({ action: buttonLabel, label })}
            >
              {buttonLabel}
            </Button>
          )}
        </FileButton>
      </Group>
      {error ? (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
