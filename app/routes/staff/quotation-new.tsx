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
import * as m from "./messages";
import { answerNewQuotation } from "./quotation-new-intents.server";

/** Staff › New quotation (decision 0082): priced by the server, mailed to the buyer with a link to accept. */
export const access = { read: "finance", write: "finance" } satisfies RouteAccess;

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(m.newQuotation(), matches);

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
  const itemChoices = [{ value: "", label: m.noItem() }, ...items];
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md">
      <Form method="post" noValidate {...formProps}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {m.newQuotation()}
          </Title>
          {actionData?.formError ? (
            <Alert color="red" role="alert">
              {actionData.formError}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={m.quotationFor()}
              data={[
                { value: "person", label: m.aPerson() },
                { value: "company", label: m.aCompany() },
              ]}
              {...fieldProps("buyerKind", "person")}
            />
            <NativeSelect
              label={m.company()}
              description={m.companyHint()}
              data={[{ value: "", label: m.noCompany() }, ...companies.map((c) => ({ value: c.id, label: c.name }))]}
              {...fieldProps("companyId", "")}
            />
            <TextInput label={m.contactName()} required {...fieldProps("name", "")} />
            <TextInput label={m.email()} type="email" required {...fieldProps("email", "")} />
            <TextInput label={m.vatNumber()} description={m.leaveEmptyForCompany()} {...fieldProps("vatNumber", "")} />
            <TextInput label={m.purchaseOrder()} {...fieldProps("purchaseOrder", "")} />
          </SimpleGrid>
          <Textarea
            label={m.billingAddress()}
            description={m.leaveEmptyForCompany()}
            autosize
            minRows={2}
            {...fieldProps("billingAddress", "")}
          />
          <TextInput label={m.validUntil()} type="date" min={today} required {...fieldProps("validUntil", "")} />
          <Title order={2} size="h4">
            {m.lines()}
          </Title>
          {QUOTATION_LINE_ROWS.map((row) => (
            <Group key={row} align="flex-end" wrap="wrap" gap="sm">
              <NativeSelect
                label={m.itemRow({ row })}
                data={itemChoices}
                style={{ flex: "1 1 16rem", minWidth: 0 }}
                {...fieldProps(`item${row}`, "")}
              />
              <TextInput
                label={m.seatsRow({ row })}
                inputMode="numeric"
                w={100}
                {...fieldProps(`quantity${row}`, "1")}
              />
            </Group>
          ))}
          <Group>
            <Button type="submit" loading={navigation.state === "submitting"}>
              {m.sendQuotation()}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
