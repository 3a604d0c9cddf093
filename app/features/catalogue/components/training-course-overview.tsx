import { Anchor, Container, Paper, Stack, Text, Title } from "@mantine/core";
import layout from "~/components/layout/page-layout.module.css";
import { EnquiryForm } from "~/features/enquiries/components/enquiry-form";
import type { findPublishedCourseBySlug } from "../catalogue.server";
import { CourseHeading } from "./course-heading";
import { PointList } from "./point-list";

type PublishedCourse = NonNullable<Awaited<ReturnType<typeof findPublishedCourseBySlug>>>;

/** A training course's page: what it covers, and a quote request for a public or in-house run. */
export function TrainingCourseOverview({
  course,
  actionData,
}: {
  course: PublishedCourse;
  actionData: Parameters<typeof EnquiryForm>[0]["actionData"];
}) {
  return (
    <Container size="lg" py="xl">
      <div className={layout.contentAndForm}>
        <Stack gap="lg">
          <CourseHeading
            course={course}
            isOnline={false}
            jumpLink={<Anchor href="#course-quote">Request a quote for this course</Anchor>}
          />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the description is sanitised with the rich-text allowlist on save. */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: course.descriptionHtml }} />
          <Stack gap="xs">
            <Title order={2} size="h3">
              Outcome
            </Title>
            <PointList text={course.outcome} />
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h3">
              Requirements
            </Title>
            <PointList text={course.requirements} />
          </Stack>
        </Stack>
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" id="course-quote">
          <Stack gap="sm">
            <Title order={2} size="h3">
              Request a quote
            </Title>
            <Text size="sm">
              For a public course or an in-house run for your team. Fields marked with * are required.
            </Text>
            <EnquiryForm
              kind="quote"
              actionData={actionData}
              submitLabel="Request a quote"
              messagePlaceholder="Preferred dates, onsite or online, and anything else we should know."
            />
          </Stack>
        </Paper>
      </div>
    </Container>
  );
}
