import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { Form, useNavigation } from "react-router";
import { QUOTATION_LINE_ROWS, quotationSchema } from "~/features/selling/quotation.schema";
import { listQuotableItems, listQuotationCompanies } from "~/features/selling/quotations.server";
import { todayIn } from "~/lib/dates";
import { useFormValidation } from "~/lib/forms";
import { pageTitle } from "~/lib/page-title";
import { readFormData } from "~/lib/request-body.server";
import type { RouteAccess } from "~/lib/route-access";
import { requireFinance } from "~/platform/auth/session.server";
import { getSiteTimeZone } from "~/platform/site-settings/site-settings.server";
import { getDb } from "~/server/app-context.server";
import type { Route } from "./+types/quotation-new";
import { answerNewQuotation } from "./quotation-new-intents.server";

/** Staff › New quotation (decision 0082): priced by the server, mailed to the buyer with a link to accept. */
export const access = { read: "finance", write: "finance" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle("New quotation", matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireFinance(request);
  const db = getDb();
  const [items, companies, timeZone] = await Promise.all([
    listQuotableItems(db),
    listQuotationCompanies(db),
    getSiteTimeZone(db),
  ]);
  return { items, companies, today: todayIn(timeZone) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireFinance(request);
  return answerNewQuotation(await readFormData(request));
}

export default function NewQuotation({ loaderData, actionData }: Route.ComponentProps) {
  const { items, companies, today } = loaderData;
  const navigation = useNavigation();
  const { formProps, fieldProps } = useFormValidation(quotationSchema, {
    serverErrors: actionData?.fieldErrors,
    values: actionData?.values,
  });
  const itemChoices = [{ value: "", label: "No item" }, ...items];
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <Form method="post" noValidate {...formProps}>
        <Stack gap="md">
          <Title order={1} size="h2">
            New quotation
          </Title>
          {actionData?.formError ? (
            <Alert color="red" role="alert">
              {actionData.formError}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="For"
              data={[
                { value: "person", label: "A person" },
                { value: "company", label: "A company" },
              ]}
              {...fieldProps("buyerKind", "person")}
            />
            <NativeSelect
              label="Company"
              description="For a company: its registered name, VAT number and negotiated prices are used."
              data={[{ value: "", label: "No company" }, ...companies.map((c) => ({ value: c.id, label: c.name }))]}
              {...fieldProps("companyId", "")}
            />
            <TextInput label="Contact name" required {...fieldProps("name", "")} />
            <TextInput label="Email" type="email" required {...fieldProps("email", "")} />
            <TextInput
              label="VAT number"
              description="Leave empty to use the company's"
              {...fieldProps("vatNumber", "")}
            />
            <TextInput label="Purchase order" {...fieldProps("purchaseOrder", "")} />
          </SimpleGrid>
          <Textarea
            label="Billing address"
            description="Leave empty to use the company's"
            autosize
            minRows={2}
            {...fieldProps("billingAddress", "")}
          />
          <TextInput label="Valid until" type="date" min={today} required {...fieldProps("validUntil", "")} />
          <Title order={2} size="h4">
            Lines
          </Title>
          {QUOTATION_LINE_ROWS.map((row) => (
            <Group key={row} align="flex-end" wrap="wrap" gap="sm">
              <NativeSelect
                label={`Item ${row}`}
                data={itemChoices}
                style={{ flex: "1 1 16rem", minWidth: 0 }}
                {...fieldProps(`item${row}`, "")}
              />
              <TextInput label={`Seats ${row}`} inputMode="numeric" w={100} {...fieldProps(`quantity${row}`, "1")} />
            </Group>
          ))}
          <Group>
            <Button type="submit" loading={navigation.state === "submitting"}>
              Send quotation
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
