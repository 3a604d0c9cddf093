import { Alert, Anchor, Button, Container, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import { FormSection } from "~/components/form-section";
import { ImageUpload } from "~/components/image-upload";
import { type FieldErrors, type FormValues, useFormValidation } from "~/lib/forms";
import type { CertificateFormView } from "../certificate-form-view";
import { certificateFormSchema } from "../certificates.schema";

interface CreateCertificateFormProps extends CertificateFormView {
  /** What the action answered to a refused submit: each field's message and what was typed. */
  refused?: { fieldErrors?: FieldErrors; values?: FormValues | null };
}

/** The certificate form of SPEC 3, started from the CPD course's details; a fresh form after each certificate. */
export function CreateCertificateForm({ courseId, issued, defaults, refused }: CreateCertificateFormProps) {
  const navigation = useNavigation();
  const { formProps, fieldProps } = useFormValidation(certificateFormSchema, {
    serverErrors: refused?.fieldErrors,
    values: refused?.values,
  });
  const field = (name: string, required = false) => ({ required, ...fieldProps(name, defaults[name] ?? "") });

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Create certificate</Title>
          <Button component={Link} to={`/course-details/${courseId}`} variant="default">
            Back
          </Button>
        </Group>
        {issued ? (
          <Alert color="teal" title={`Certificate ${issued.number} issued`} role="status">
            <Stack gap={4}>
              <span>
                Issued to {issued.recipientName}
                {issued.recipientEmail ? ` and sent to ${issued.recipientEmail}` : ""}.
              </span>
              <Group gap="md">
                <Anchor href={`/certificates/${issued.id}/pdf`} target="_blank">
                  Open the certificate (PDF)
                </Anchor>
                <Anchor href={`/verify/${issued.verificationCode}`} target="_blank">
                  Verification page
                </Anchor>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        {/* A fresh form after each certificate, so the next one starts from the course's details. */}
        <Form method="post" noValidate {...formProps} key={issued?.id ?? "new"}>
          <Stack gap="lg">
            <FormSection id="user-information" title="User Information">
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
            </FormSection>
            <FormSection id="course-information" title="Course Information">
              <TextInput label="Course name" placeholder="Enter a course name here..." {...field("courseName", true)} />
              <TextInput label="Completion date" type="date" {...field("completionDate", true)} />
              <Textarea
                label="Course description"
                autosize
                minRows={2}
                placeholder="Enter a description here..."
                {...field("courseDescription")}
              />
            </FormSection>
            <FormSection id="facilitator-information" title="Facilitator Information">
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
                label="Instructor signature"
                {...fieldProps("instructorSignature", defaults.instructorSignature)}
              />
            </FormSection>
            <FormSection id="organization-information" title="Organization Information">
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
                label="Organisation logo"
                description="Left empty, the site's logo is used."
                {...fieldProps("organizationLogo", defaults.organizationLogo)}
              />
            </FormSection>
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
