import { Anchor, Container, Paper, Stack, Text, Title } from "@mantine/core";
import layout from "~/components/layout/page-layout.module.css";
import { EnquiryForm } from "~/features/enquiries/components/enquiry-form";
import { localizeSiteLinks } from "~/lib/i18n/localized-html";
import type { TrainingCourseBuyerView } from "../buyer-facts.server";
import type { findPublishedCourseBySlug } from "../catalogue.server";
import * as m from "../messages";
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
            jumpLink={<Anchor href="#course-quote">{m.requestQuoteForCourse()}</Anchor>}
          />
          <CourseKeyFacts buyer={buyer} />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the description is sanitised with the rich-text allowlist on save. */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: localizeSiteLinks(course.descriptionHtml) }} />
          <Stack gap="xs">
            <Title order={2} size="h3">
              {m.outcome()}
            </Title>
            <PointList text={course.outcome} />
          </Stack>
          {buyer.audience ? (
            <Stack gap="xs">
              <Title order={2} size="h3">
                {m.whoItIsFor()}
              </Title>
              <PointList text={buyer.audience} />
            </Stack>
          ) : null}
          <Stack gap="xs">
            <Title order={2} size="h3">
              {m.requirements()}
            </Title>
            <PointList text={course.requirements} />
          </Stack>
          <NextDates dates={buyer.nextDates} />
          {buyer.facilitators.length ? (
            <Stack gap="xs">
              <Title order={2} size="h3">
                {buyer.facilitators.length === 1 ? m.facilitator() : m.facilitators()}
              </Title>
              <Text>{buyer.facilitators.join(", ")}</Text>
            </Stack>
          ) : null}
          <CourseFaq faq={buyer.faq} />
        </Stack>
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" id="course-quote">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {m.requestQuote()}
            </Title>
            <Text size="sm">{m.quoteIntro()}</Text>
            <EnquiryForm
              kind="quote"
              actionData={actionData}
              submitLabel={m.requestQuote()}
              messagePlaceholder={m.quotePlaceholder()}
            />
          </Stack>
        </Paper>
      </div>
      {buyer.related.length ? (
        <Stack gap="md" mt="xl" component="section" aria-labelledby="related-courses">
          <Title order={2} size="h3" id="related-courses">
            {m.relatedCourses()}
          </Title>
          <CourseCardGrid courses={buyer.related} headingOrder={3} columns={3} />
        </Stack>
      ) : null}
    </Container>
  );
}
