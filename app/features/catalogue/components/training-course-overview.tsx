import { Anchor, Container, Paper, Stack, Text, Title } from "@mantine/core";
import layout from "~/components/layout/page-layout.module.css";
import { EnquiryForm } from "~/features/enquiries/components/enquiry-form";
import type { TrainingCourseBuyerView } from "../buyer-facts.server";
import type { findPublishedCourseBySlug } from "../catalogue.server";
import { CourseCardGrid } from "./course-card-grid";
import { CourseHeading } from "./course-heading";
import { PointList } from "./point-list";
import { CourseFaq, CourseKeyFacts, NextDates } from "./training-course-facts";

type PublishedCourse = NonNullable<Awaited<ReturnType<typeof findPublishedCourseBySlug>>>;

/** A training course's page: what it covers, and a quote request for a public or in-house run. */
export function TrainingCourseOverview({
  course,
  buyer,
  actionData,
}: {
  course: PublishedCourse;
  buyer: TrainingCourseBuyerView;
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
          <CourseKeyFacts buyer={buyer} />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the description is sanitised with the rich-text allowlist on save. */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: course.descriptionHtml }} />
          <Stack gap="xs">
            <Title order={2} size="h3">
              Outcome
            </Title>
            <PointList text={course.outcome} />
          </Stack>
          {buyer.audience ? (
            <Stack gap="xs">
              <Title order={2} size="h3">
                Who it is for
              </Title>
              <PointList text={buyer.audience} />
            </Stack>
          ) : null}
          <Stack gap="xs">
            <Title order={2} size="h3">
              Requirements
            </Title>
            <PointList text={course.requirements} />
          </Stack>
          <NextDates dates={buyer.nextDates} />
          {buyer.facilitators.length ? (
            <Stack gap="xs">
              <Title order={2} size="h3">
                {buyer.facilitators.length === 1 ? "Facilitator" : "Facilitators"}
              </Title>
              <Text>{buyer.facilitators.join(", ")}</Text>
            </Stack>
          ) : null}
          <CourseFaq faq={buyer.faq} />
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
              messagePlaceholder="Preferred dates, classroom, online live or in-house, and anything else we should know."
            />
          </Stack>
        </Paper>
      </div>
      {buyer.related.length ? (
        <Stack gap="md" mt="xl" component="section" aria-labelledby="related-courses">
          <Title order={2} size="h3" id="related-courses">
            Related courses
          </Title>
          <CourseCardGrid courses={buyer.related} headingOrder={3} columns={3} />
        </Stack>
      ) : null}
    </Container>
  );
}
