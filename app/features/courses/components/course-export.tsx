import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPackageExport } from "@tabler/icons-react";
import * as m from "./messages";

/**
 * The course settings' export section (decision 0099-scorm-export): a plain link, since the ZIP is
 * a file download and not a page; a course without lessons is answered with a message instead.
 */
export function CourseExport({ courseId }: { courseId: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} component="section" aria-labelledby="export-heading">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="export-heading">
          {m.exportHeading()}
        </Title>
        <Text>{m.exportIntro()}</Text>
        <Button
          component="a"
          href={`/edit-course/${courseId}/export/scorm.zip`}
          variant="default"
          leftSection={<IconPackageExport size={18} aria-hidden="true" />}
        >
          {m.exportScorm()}
        </Button>
      </Stack>
    </Paper>
  );
}
