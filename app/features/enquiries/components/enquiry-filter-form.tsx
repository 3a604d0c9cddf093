import { Button, Group, NativeSelect } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Form } from "react-router";
import { ENQUIRY_KIND_LABELS, ENQUIRY_KINDS, ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES } from "../enquiry-fields";
import { enquiryListQuery } from "../enquiry-filter";
import * as m from "../messages";

/** Filter the admin's enquiry list by type and status; the CSV export takes the same filter. */
export function EnquiryFilterForm({ filter }: { filter: { kind?: string; status?: string; search?: string } }) {
  return (
    <Form method="get">
      {/* The search stays when the type or status changes (the search box keeps these in turn). */}
      {filter.search ? <input type="hidden" name="q" value={filter.search} /> : null}
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={m.labelType()}
          name="kind"
          defaultValue={filter.kind ?? ""}
          data={[
            { value: "", label: m.filterAllTypes() },
            ...ENQUIRY_KINDS.map((kind) => ({ value: kind, label: ENQUIRY_KIND_LABELS[kind]() })),
          ]}
        />
        <NativeSelect
          label={m.labelStatus()}
          name="status"
          defaultValue={filter.status ?? ""}
          data={[
            { value: "", label: m.filterAllStatuses() },
            ...ENQUIRY_STATUSES.map((status) => ({ value: status, label: ENQUIRY_STATUS_LABELS[status]() })),
          ]}
        />
        <Button type="submit" variant="light">
          {m.filter()}
        </Button>
        <Button
          component="a"
          href={`/admin/enquiries.csv${enquiryListQuery(filter)}`}
          download
          variant="outline"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          {m.exportCsv()}
        </Button>
      </Group>
    </Form>
  );
}
