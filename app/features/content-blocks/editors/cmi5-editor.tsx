import { Alert, FileInput, List, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useParams } from "react-router";
import {
  PACKAGE_TARGET_FIELD,
  PACKAGE_UPLOAD_FIELD,
  packageUploadUrl,
} from "~/features/content-packages/package-types";
import { formatNumber } from "~/lib/i18n/format";
import { type Cmi5Course, parseCmi5Course } from "~/platform/lrs/cmi5-course";
import type { Cmi5Content } from "../block-types";
import type { BlockEditorProps } from "./editor-props";
import * as m from "./messages";

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
        setError(result.message ?? m.cmi5ZipCouldNotUploaded());
        return;
      }
      setError(null);
      const next = { fileName: file.name, course: result.course, packageId: result.package.id };
      setCurrent(next);
      onSave(next);
    } catch {
      setError(m.uploadFailedCheckConnectionTry());
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
      setError(m.cmi5XmlLargerThan1());
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
        label={m.cmi5CourseZipCmi5Xml()}
        description={m.courseSZipCmi5Xml()}
        accept=".zip,application/zip,.xml,application/xml,text/xml"
        placeholder={current.fileName || m.chooseZipCmi5Xml()}
        disabled={isUploading}
        onChange={(file) => void read(file)}
        aria-label={m.labelCmi5Course({ label })}
      />
      {isUploading ? (
        <Text size="sm" c="dimmed">
          {m.uploadingCmi5Zip()}
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" title={m.cmi5CourseCannotUsed()}>
          {error}
        </Alert>
      ) : null}
      {current.course ? (
        <>
          <Text fw={600}>{current.course.title}</Text>
          <List size="sm">
            {current.course.aus.map((unit) => (
              <List.Item key={unit.id}>
                {unit.masteryScore === null
                  ? m.unitMoveOn({ title: unit.title, moveOn: unit.moveOn })
                  : m.unitMastery({ title: unit.title, moveOn: unit.moveOn, score: formatNumber(unit.masteryScore) })}
              </List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text c="dimmed" size="sm">
          {m.noCourseStructureYet()}
        </Text>
      )}
    </Stack>
  );
}
