import { Anchor, AspectRatio, Badge, Box, Container, Image, List, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import layout from "~/components/layout/page-layout.module.css";
import { splitLines } from "~/features/catalogue/catalogue.schema";
import { findPublishedCourseBySlug } from "~/features/catalogue/catalogue.server";
import { EnquiryForm } from "~/features/enquiries/components/enquiry-form";
import { handleEnquiryPost } from "~/features/enquiries/enquiry-action.server";
import { pageTitle } from "~/lib/page-title";
import { refusalResponse, refuse } from "~/lib/refusal";
import type { RouteAccess } from "~/lib/route-access";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/course-overview";

export const access = { read: "public", write: "public" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(loaderData?.course.name ?? "Page not found", matches);

async function requirePublishedCourse(slug: string) {
  const course = await findPublishedCourseBySlug(getDb(), slug);
  if (!course) throw refusalResponse(refuse("missing", "Not Found"));
  return course;
}

export async function loader({ params }: Route.LoaderArgs) {
  return { course: await requirePublishedCourse(params.slug) };
}

/** A quote request for this course: the course comes from the URL, never from the form. */
export async function action({ request, params }: Route.ActionArgs) {
  const course = await requirePublishedCourse(params.slug);
  return handleEnquiryPost(request, "quote", { courseId: course.id });
}

const TYPE_LABELS: Record<string, string> = {
  accreditation: "Accreditation",
  certification: "Certification",
  improvement: "Improvement/Support",
};

function PointList({ text }: { text: string }) {
  const points = splitLines(text);
  if (points.length === 0) return <Text c="dark.6">Not specified.</Text>;
  return (
    <List spacing={4}>
      {points.map((point) => (
        <List.Item key={point}>{point}</List.Item>
      ))}
    </List>
  );
}

export default function CourseOverview({ loaderData, actionData }: Route.ComponentProps) {
  const { course } = loaderData;
  return (
    <Container size="lg" py="xl">
      <div className={layout.contentAndForm}>
        <div>
          <Stack gap="lg">
            <Anchor component={Link} to={`/courses/${course.type}`} size="sm">
              {TYPE_LABELS[course.type] ?? course.type} courses
            </Anchor>
            <Stack gap={6}>
              <Badge variant="light" w="fit-content">
                {TYPE_LABELS[course.type] ?? course.type}
              </Badge>
              <Title order={1}>{course.name}</Title>
              {course.title ? (
                <Text size="xl" fw={600} c="campus.8">
                  {course.title}
                </Text>
              ) : null}
              {course.subtitle ? <Text c="dark.6">{course.subtitle}</Text> : null}
              <Anchor href="#course-quote" hiddenFrom="md">
                Request a quote for this course
              </Anchor>
            </Stack>
            <AspectRatio ratio={16 / 9}>
              {course.coverUrl ? (
                <Image src={course.coverUrl} alt="" radius="md" />
              ) : (
                <Box bg="campus.8" aria-hidden="true" style={{ borderRadius: 8 }} />
              )}
            </AspectRatio>
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
        </div>
        <div>
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
      </div>
    </Container>
  );
}
