import { Anchor, Button, Container, Group, Paper, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { requireUser } from "~/features/auth/session.server";
import { editProfileSchema } from "~/features/users/users.schema";
import { updateOwnProfile } from "~/features/users/users.server";
import { getDb } from "~/lib/app-context.server";
import { parseForm, useSchemaValidation } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { toastHeaders } from "~/lib/toast.server";
import type { Route } from "./+types/edit-profile";

export const access = { read: "signed-in", write: "signed-in" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("Edit profile", matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { user };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const formData = await readFormData(request);
  // The role is not a field of this form; a role sent anyway is ignored (only admins change roles).
  const parsed = parseForm(editProfileSchema, formData);
  if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors, values: parsed.values }, { status: 400 });
  const result = await updateOwnProfile(getDb(), user.id, parsed.data);
  if (!result.ok) return data({ fieldErrors: result.fieldErrors, values: parsed.values }, { status: 400 });
  return redirect("/profile", { headers: await toastHeaders("Profile updated") });
}

export default function EditProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData;
  const navigation = useNavigation();
  const { errors, onSubmit, clearError } = useSchemaValidation(editProfileSchema, actionData?.fieldErrors);
  const values = actionData?.values;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
        <Form method="post" noValidate onSubmit={onSubmit}>
          <Stack gap="md">
            <Title order={1} size="h2">
              Edit profile
            </Title>
            <TextInput
              label="Name"
              name="name"
              required
              autoComplete="name"
              defaultValue={values?.name ?? user.name}
              error={errors.name}
              onChange={() => clearError("name")}
            />
            <TextInput
              label="Email"
              name="email"
              type="email"
              required
              autoComplete="email"
              defaultValue={values?.email ?? user.email}
              error={errors.email}
              onChange={() => clearError("email")}
            />
            <Textarea
              label="Bio"
              name="bio"
              autosize
              minRows={4}
              maxLength={1000}
              defaultValue={values?.bio ?? user.bio ?? ""}
              error={errors.bio}
              onChange={() => clearError("bio")}
            />
            <Group>
              <Button type="submit" loading={navigation.state === "submitting"}>
                Update
              </Button>
              <Anchor component={Link} to="/profile">
                Cancel
              </Anchor>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </Container>
  );
}
