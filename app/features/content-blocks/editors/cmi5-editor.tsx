import { Alert, FileInput, List, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useParams } from "react-router";
import {
  PACKAGE_TARGET_FIELD,
  PACKAGE_UPLOAD_FIELD,
  packageUploadUrl,
} from "~/features/content-packages/package-types";
import { type Cmi5Course, parseCmi5Course } from "~/platform/lrs/cmi5-course";
import type { Cmi5Content } from "../block-types";
import type { BlockEditorProps } from "./editor-props";

/**
 * A cmi5 block's editor: the instructor chooses the course's ZIP (cmi5.xml at its root) or a lone
 * cmi5.xml. The ZIP is uploaded and stored as a package, read on the server, and its units' relative
 * urls are then served from the package (decisions 0098-lrs, 0097-scorm-content-packages); a lone
 * cmi5.xml is read here and only its https units launch. Either way a DOCTYPE, a unit without a
 * url or a bad moveOn is named, and the course structure is saved with the block.
 */
export default function Cmi5BlockEditor({ label, content, onSave }: BlockEditorProps<Cmi5Content>) {
  const { courseId = "" } = useParams();
  const [current, setCurrent] = useState<Cmi5Content>(content);
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setUploading] = useState(false);

  const uploadZip = async (file: File) => {
    setUploading(true);
    const body = new FormData();
    body.set(PACKAGE_UPLOAD_FIELD, file);
    body.set(PACKAGE_TARGET_FIELD, "cmi5");
    try {
      const response = await fetch(packageUploadUrl(courseId), { method: "POST", body });
      const result = (await response.json().catch(() => ({}))) as {
        package?: { id: string };
        course?: Cmi5Course;
        message?: string;
      };
      if (!response.ok || !result.package || !result.course) {
        setError(result.message ?? "The cmi5 ZIP could not be uploaded. Please try again.");
        return;
      }
      setError(null);
      const next = { fileName: file.name, course: result.course, packageId: result.package.id };
      setCurrent(next);
      onSave(next);
    } catch {
      setError("The upload failed. Check your connection and try again.");
    } finally {
      setUploading(false);
    }
  };

  const read = async (file: File | null) => {
    if (!file) return;
    if (/\.zip$/i.test(file.name) || file.type === "application/zip") {
      await uploadZip(file);
      return;
    }
    if (file.size > 1_000_000) {
      setError("cmi5.xml is larger than 1 MB, which no course structure needs.");
      return;
    }
    const parsed = parseCmi5Course(await file.text());
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    const next = { fileName: file.name, course: parsed.course };
    setCurrent(next);
    onSave(next);
  };

  return (
    <Stack gap="xs">
      <FileInput
        label="cmi5 course (ZIP or cmi5.xml)"
        description="The course's ZIP with cmi5.xml at its root, or a lone cmi5.xml whose units are https addresses."
        accept=".zip,application/zip,.xml,application/xml,text/xml"
        placeholder={current.fileName || "Choose the ZIP or cmi5.xml"}
        disabled={isUploading}
        onChange={(file) => void read(file)}
        aria-label={`${label}: cmi5 course (ZIP or cmi5.xml)`}
      />
      {isUploading ? (
        <Text size="sm" c="dimmed">
          Uploading the cmi5 ZIP…
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" title="This cmi5 course cannot be used">
          {error}
        </Alert>
      ) : null}
      {current.course ? (
        <>
          <Text fw={600}>{current.course.title}</Text>
          <List size="sm">
            {current.course.aus.map((unit) => (
              <List.Item key={unit.id}>
                {unit.title} ({unit.moveOn}
                {unit.masteryScore === null ? "" : `, mastery ${unit.masteryScore}`})
              </List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text c="dimmed" size="sm">
          No course structure yet.
        </Text>
      )}
    </Stack>
  );
}
