import { Button, Group, Menu } from "@mantine/core";
import { IconCertificate, IconChevronDown, IconDownload } from "@tabler/icons-react";
import * as m from "./messages";
import { issueQuestion, useConfirmedCertificatePost } from "./use-confirmed-certificate-post";

/** 'Issue all certificates' (a new tab with one PDF) and the CSV and attendance register downloads. */
export function CourseDownloads({
  courseId,
  courseName,
  userCount,
  issuedCount,
}: {
  courseId: string;
  courseName: string;
  userCount: number;
  /** Enrolled users whose certificate is already issued (reprinted, not mailed again). */
  issuedCount: number;
}) {
  const hasUsers = userCount > 0;
  const confirmThenPost = useConfirmedCertificatePost(
    issueQuestion({ total: userCount, alreadyIssued: issuedCount, subject: m.courseNameQuoted({ name: courseName }) }),
  );
  return (
    <Group gap="xs">
      {hasUsers ? (
        <form
          method="post"
          action={`/course-details/${courseId}/certificates`}
          target="_blank"
          rel="noopener"
          onSubmit={confirmThenPost}
        >
          <Button type="submit" variant="light" leftSection={<IconCertificate size={16} aria-hidden="true" />}>
            {m.issueAllCertificates()}
          </Button>
        </form>
      ) : null}
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden="true" />}>
            {m.downloads()}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component="a"
            href={`/course-details/${courseId}/enrolled-users.csv`}
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            {m.exportCsv()}
          </Menu.Item>
          <Menu.Item
            component="a"
            href={`/course-details/${courseId}/attendance-register.pdf`}
            target="_blank"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            {m.attendanceRegisterPdf()}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
