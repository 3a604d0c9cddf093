import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import type { ReactNode } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ImageUpload } from "~/components/image-upload";
import { requireInstructor } from "~/features/auth/session.server";
import { certificateFormSchema } from "~/features/certificates/certificates.schema";
import { findCertificate, issueFormCertificate } from "~/features/certificates/certificates.server";
import { findCpdCourse } from "~/features/cpd-courses/cpd-courses.server";
import { getSiteSettings } from "~/features/site-settings/site-settings.server";
import { todayDateInputValue } from "~/lib/form-fields";
import { parseForm, useSchemaValidation } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/create-certificate";

export const access = { read: "staff", write: "staff" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Create certificate", matches);

async function loadCourse(id: string) {
  const course = await findCpdCourse(getDb(), id);
  if (!course) throw new Response("This course does not exist.", { status: 404 });
  return course;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireInstructor(request);
  const course = await loadCourse(params.id);
  const issuedId = new URL(request.url).searchParams.get("issued");
  const issued = issuedId ? await findCertificate(getDb(), issuedId) : undefined;
  const settings = await getSiteSettings(getDb());
  return {
    course,
    issued: issued && issued.cpd_course_id === course.id ? issued : null,
    defaults: {
      courseName: course.course_name,
      courseDescription: course.course_description,
      completionDate: course.activity_end_date || todayDateInputValue(),
      instructorName: course.instructor_name,
      instructorSignature: course.instructor_signature_url,
      facilitatorName: course.facilitator_name,
      facilitatorOrganization: course.facilitator_organization || settings.site_name,
      location: course.location,
      contactDetails: settings.notification_email,
      website: "",
      organizationLogo: "",
    } as Record<string, string>,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireInstructor(request);
  const course = await loadCourse(params.id);
  const parsed = parseForm(certificateFormSchema, await readFormData(request));
  if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors, values: parsed.values }, { status: 400 });
  const { certificate } = await issueFormCertificate(getDb(), {
    cpdCourse: course,
    input: parsed.data,
    issuedByUserId: user.id,
  });
  const message = certificate.recipient_email
    ? `Certificate ${certificate.certificate_number} issued and sent to ${certificate.recipient_email}`
    : `Certificate ${certificate.certificate_number} issued`;
  return redirect(`/create-certificate/${course.id}?issued=${certificate.id}`, {
    headers: await toastHeaders(message),
  });
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export default function CreateCertificatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, issued, defaults } = loaderData;
  const navigation = useNavigation();
  const { errors, onSubmit, clearError } = useSchemaValidation(certificateFormSchema, actionData?.fieldErrors);
  const values = actionData?.values;
  const field = (name: string, required = false) => ({
    name,
    required,
    defaultValue: values?.[name] ?? defaults[name] ?? "",
    error: errors[name],
    onChange: () => clearError(name),
  });

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Create certificate</Title>
          <Button component={Link} to={`/course-details/${course.id}`} variant="default">
            Back
          </Button>
        </Group>
        {issued ? (
          <Alert color="teal" title={`Certificate ${issued.certificate_number} issued`} role="status">
            <Stack gap={4}>
              <span>
                Issued to {issued.recipient_name}
                {issued.recipient_email ? ` and sent to ${issued.recipient_email}` : ""}.
              </span>
              <Group gap="md">
                <Anchor href={`/certificates/${issued.id}/pdf`} target="_blank">
                  Open the certificate (PDF)
                </Anchor>
                <Anchor href={`/verify/${issued.verification_code}`} target="_blank">
                  Verification page
                </Anchor>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        {/* A fresh form after each certificate, so the next one starts from the course's details. */}
        <Form method="post" noValidate onSubmit={onSubmit} key={issued?.id ?? "new"}>
          <Stack gap="lg">
            <Section id="user-information" title="User Information">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Name" placeholder="Enter a name here..." {...field("userName", true)} />
                <TextInput label="ID number" placeholder="Enter an ID number here..." {...field("userID", true)} />
                <TextInput
                  label="HPCSA / licence number"
                  placeholder="Enter a licence number here..."
                  {...field("licenseNumber", true)}
                />
                <TextInput
                  label="Email"
                  type="email"
                  description="The certificate is sent here when given."
                  placeholder="Enter an email here..."
                  {...field("email")}
                />
              </SimpleGrid>
            </Section>
            <Section id="course-information" title="Course Information">
              <TextInput label="Course name" placeholder="Enter a course name here..." {...field("courseName", true)} />
              <TextInput label="Completion date" type="date" {...field("completionDate", true)} />
              <Textarea
                label="Course description"
                autosize
                minRows={2}
                placeholder="Enter a description here..."
                {...field("courseDescription")}
              />
            </Section>
            <Section id="facilitator-information" title="Facilitator Information">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Instructor name"
                  placeholder="Enter a name here..."
                  {...field("instructorName", true)}
                />
                <TextInput label="Facilitator name" placeholder="Enter a name here..." {...field("facilitatorName")} />
                <TextInput
                  label="Facilitator organisation"
                  placeholder="Enter an organisation here..."
                  {...field("facilitatorOrganization")}
                />
              </SimpleGrid>
              <ImageUpload
                name="instructorSignature"
                label="Instructor signature"
                defaultValue={values?.instructorSignature ?? defaults.instructorSignature}
                error={errors.instructorSignature}
              />
            </Section>
            <Section id="organization-information" title="Organization Information">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Location" placeholder="Enter a location here..." {...field("location")} />
                <TextInput
                  label="Contact details"
                  placeholder="Enter contact details here..."
                  {...field("contactDetails")}
                />
                <TextInput label="Website" placeholder="https://..." {...field("website")} />
              </SimpleGrid>
              <ImageUpload
                name="organizationLogo"
                label="Organisation logo"
                description="Left empty, the site's logo is used."
                defaultValue={values?.organizationLogo ?? defaults.organizationLogo}
                error={errors.organizationLogo}
              />
            </Section>
            <Group justify="flex-end">
              <Button type="submit" size="md" loading={navigation.state === "submitting"}>
                Submit Certificate
              </Button>
            </Group>
          </Stack>
        </Form>
      </Stack>
    </Container>
  );
}
