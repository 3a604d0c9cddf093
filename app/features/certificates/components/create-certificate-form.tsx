import { Alert, Anchor, Button, Container, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { Form, Link, useNavigation } from "react-router";
import { FormSection } from "~/components/form-section";
import { ImageUpload } from "~/components/image-upload";
import { type FieldErrors, type FormValues, useFormValidation } from "~/lib/forms";
import type { CertificateFormView } from "../certificate-form-view";
import { certificateFormSchema } from "../certificates.schema";
import * as m from "./messages";

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
          <Title order={1}>{m.createCertificate()}</Title>
          <Button component={Link} to={`/course-details/${courseId}`} variant="default">
            {m.back()}
          </Button>
        </Group>
        {issued ? (
          <Alert color="teal" title={m.certificateIssued({ number: issued.number })} role="status">
            <Stack gap={4}>
              <span>
                {issued.recipientEmail
                  ? m.issuedToAndSent({ name: issued.recipientName, email: issued.recipientEmail })
                  : m.issuedTo({ name: issued.recipientName })}
              </span>
              <Group gap="md">
                <Anchor href={`/certificates/${issued.id}/pdf`} target="_blank">
                  {m.openCertificatePdf()}
                </Anchor>
                <Anchor href={`/verify/${issued.verificationCode}`} target="_blank">
                  {m.verificationPage()}
                </Anchor>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        {/* A fresh form after each certificate, so the next one starts from the course's details. */}
        <Form method="post" noValidate {...formProps} key={issued?.id ?? "new"}>
          <Stack gap="lg">
            <FormSection id="user-information" title={m.userInformation()}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={m.name()} placeholder={m.enterNameHere()} {...field("userName", true)} />
                <TextInput label={m.idNumber()} placeholder={m.enterIdNumberHere()} {...field("userID", true)} />
                <TextInput
                  label={m.hpcsaLicenceNumber()}
                  placeholder={m.enterLicenceNumberHere()}
                  {...field("licenseNumber", true)}
                />
                <TextInput
                  label={m.email()}
                  type="email"
                  description={m.certificateSentHereWhenGiven()}
                  placeholder={m.enterEmailHere()}
                  {...field("email")}
                />
              </SimpleGrid>
            </FormSection>
            <FormSection id="course-information" title={m.courseInformation()}>
              <TextInput label={m.courseName()} placeholder={m.enterCourseNameHere()} {...field("courseName", true)} />
              <TextInput label={m.completionDate()} type="date" {...field("completionDate", true)} />
              <Textarea
                label={m.courseDescription()}
                autosize
                minRows={2}
                placeholder={m.enterDescriptionHere()}
                {...field("courseDescription")}
              />
            </FormSection>
            <FormSection id="facilitator-information" title={m.facilitatorInformation()}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={m.instructorName()}
                  placeholder={m.enterNameHere()}
                  {...field("instructorName", true)}
                />
                <TextInput label={m.facilitatorName()} placeholder={m.enterNameHere()} {...field("facilitatorName")} />
                <TextInput
                  label={m.facilitatorOrganisation()}
                  placeholder={m.enterOrganisationHere()}
                  {...field("facilitatorOrganization")}
                />
              </SimpleGrid>
              <ImageUpload
                label={m.instructorSignature()}
                {...fieldProps("instructorSignature", defaults.instructorSignature)}
              />
            </FormSection>
            <FormSection id="organization-information" title={m.organizationInformation()}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={m.location()} placeholder={m.enterLocationHere()} {...field("location")} />
                <TextInput
                  label={m.contactDetails()}
                  placeholder={m.enterContactDetailsHere()}
                  {...field("contactDetails")}
                />
                <TextInput
                  label={m.website()}
                  // i18n-exempt: an example address
                  placeholder="https://..."
                  {...field("website")}
                />
              </SimpleGrid>
              <ImageUpload
                label={m.organisationLogo()}
                description={m.leftEmptySiteSLogo()}
                {...fieldProps("organizationLogo", defaults.organizationLogo)}
              />
            </FormSection>
            <Group justify="flex-end">
              <Button type="submit" size="md" loading={navigation.state === "submitting"}>
                {m.submitCertificate()}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Stack>
    </Container>
  );
}
