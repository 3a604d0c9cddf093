import { Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { Form, useActionData, useNavigation } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ListPagination } from "~/components/list-search";
import { ScrollTable } from "~/components/scroll-table";
import type { FormReply } from "~/lib/action-reply";
import {
  INTERVENTION_TYPE_LABELS,
  INTERVENTION_TYPES,
  type InterventionType,
  SET_SKILLS_CODES_INTENT,
} from "../skills.schema";
import type { InterventionCodesView } from "../skills-codes.server";
import * as m from "./messages";

export interface SkillsCodesView {
  type: InterventionType;
  search: string;
  page: number;
  pageSize: number;
  total: number;
  items: InterventionCodesView[];
}

function CodesRow({ item, type }: { item: InterventionCodesView; type: InterventionType }) {
  const reply = useActionData() as (FormReply & { values?: Record<string, string> | null }) | undefined;
  const own = reply && !reply.ok && reply.values?.itemId === item.itemId ? reply : null;
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("itemId") === item.itemId;
  const formId = `codes-${item.itemId}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {item.title}
        </Text>
        {item.date && (
          <Text size="xs" c="var(--campus-text-muted)">
            {item.date}
          </Text>
        )}
        {own?.formError && (
          <Text size="xs" c="var(--campus-danger-strong)" role="alert">
            {own.formError}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Form method="post" id={formId} preventScrollReset>
          <input type="hidden" name="intent" value={SET_SKILLS_CODES_INTENT} />
          <input type="hidden" name="itemType" value={type} />
          <input type="hidden" name="itemId" value={item.itemId} />
          <input type="hidden" name="version" value={item.version} />
        </Form>
        <TextInput
          form={formId}
          name="ofoCode"
          label={m.ofoCode({ title: item.title })}
          labelProps={{ className: "visually-hidden" }}
          placeholder="2021-242401"
          defaultValue={own?.values?.ofoCode ?? item.ofoCode}
          error={own?.fieldErrors.ofoCode}
          maxLength={11}
          w={140}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          form={formId}
          name="nqfLevel"
          label={m.nqfLevel({ title: item.title })}
          labelProps={{ className: "visually-hidden" }}
          inputMode="numeric"
          defaultValue={own?.values?.nqfLevel ?? item.nqfLevel}
          error={own?.fieldErrors.nqfLevel}
          maxLength={2}
          w={70}
        />
      </Table.Td>
      <Table.Td>
        <Button
          type="submit"
          form={formId}
          size="xs"
          variant="light"
          loading={isSaving}
          aria-label={m.saveCodes({ title: item.title })}
        >
          {m.save()}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** Staff › Skills codes (decision 0103-skills-evidence): each intervention's OFO code and NQF level. */
export function SkillsCodesPage({ view }: { view: SkillsCodesView }) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {m.skillsCodes()}
      </Title>
      <Text>{m.theOfoOccupationCodeAnd()}</Text>
      <Form method="get">
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={m.kindOfIntervention()}
            name="type"
            defaultValue={view.type}
            data={INTERVENTION_TYPES.map((type) => ({ value: type, label: INTERVENTION_TYPE_LABELS[type] }))}
          />
          <TextInput label={m.titleContains()} name="q" type="search" defaultValue={view.search} maxLength={100} />
          <Button type="submit" variant="default">
            {m.show()}
          </Button>
        </Group>
      </Form>
      {view.items.length === 0 ? (
        <EmptyState heading={m.nothingFound()} text={m.noInterventionMatches()} />
      ) : (
        <ScrollTable label={m.interventionsAndTheirCodes()} minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{INTERVENTION_TYPE_LABELS[view.type]}</Table.Th>
                <Table.Th>{m.ofoCode2()}</Table.Th>
                <Table.Th>{m.nqfLevel2()}</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">{m.save()}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.items.map((item) => (
                <CodesRow key={item.itemId} item={item} type={view.type} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <ListPagination total={view.total} pageSize={view.pageSize} page={view.page} label={m.pagesOfInterventions()} />
    </Stack>
  );
}
