import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { DataTable, DataTableBody, DataTableCell, DataTableHeadings, DataTableRow } from "~/components/data-table";
import cell from "~/components/data-table.module.css";
import { EmptyState } from "~/components/empty-state";
import { ListPage } from "~/components/list-page";
import { ListSearchForm } from "~/components/list-search";
import { ScrollTable } from "~/components/scroll-table";
import { StaleSaveNotice } from "~/components/stale-save-notice";
import type { RefusedReply } from "~/lib/action-reply";
import { useFormValidation } from "~/lib/forms";
import { COMPANIES_PAGE_SIZE, CREATE_COMPANY_INTENT, companyDetailsSchema } from "../companies.schema";
import * as m from "./messages";

const ADD_COMPANY_LABEL = () => m.addCompany();

interface CompanyRow {
  id: string;
  name: string;
  registrationNumber: string;
  contactName: string;
  employeeCount: number;
  managerCount: number;
}

/** Admin › Companies: every client company, searched and paged, and "Add company". */
export function CompaniesList({
  companies,
  total,
  search,
  page,
}: {
  companies: CompanyRow[];
  total: number;
  search: string;
  page: number;
}) {
  const [isAdding, setAdding] = useState(false);
  return (
    <>
      <ListPage
        title={m.companies()}
        countLabel={`${total} ${total === 1 ? "company" : "companies"}`}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
            {ADD_COMPANY_LABEL()}
          </Button>
        }
        intro="Client companies, their employees and the training managers who see those employees' certificates and CPD points."
        tools={<ListSearchForm label={m.searchByNameOrRegistration()} search={search} />}
        reloadTo="/admin/companies"
        isEmpty={companies.length === 0}
        empty={
          <EmptyState
            heading={m.noCompaniesFound()}
            text={search ? m.noCompanyMatches({ search }) : m.addTheFirstClientCompany()}
          />
        }
        pagination={{ total, pageSize: COMPANIES_PAGE_SIZE, page, label: m.pagesOfCompanies() }}
      >
        <ScrollTable label={m.companies()} minWidth={560}>
          {/* Plain rows with Mantine's table classes (decision 0128-list-rows). */}
          <DataTable striped>
            <DataTableHeadings
              labels={[m.company(), m.registrationNumber(), m.contact(), m.employees(), m.trainingManagers()]}
            />
            <DataTableBody>
              {companies.map((company) => (
                <DataTableRow key={company.id}>
                  <DataTableCell>
                    <Link className={cell.link} to={`/admin/companies/${company.id}`}>
                      {company.name}
                    </Link>
                  </DataTableCell>
                  <DataTableCell>{company.registrationNumber || "—"}</DataTableCell>
                  <DataTableCell>{company.contactName || "—"}</DataTableCell>
                  <DataTableCell>{company.employeeCount}</DataTableCell>
                  <DataTableCell>{company.managerCount}</DataTableCell>
                </DataTableRow>
              ))}
            </DataTableBody>
          </DataTable>
        </ScrollTable>
      </ListPage>
      <Modal
        opened={isAdding}
        onClose={() => setAdding(false)}
        title={ADD_COMPANY_LABEL()}
        centered
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <CompanyDetailsForm
          intent={CREATE_COMPANY_INTENT}
          submitLabel="Add company"
          onCancel={() => setAdding(false)}
        />
      </Modal>
    </>
  );
}

interface CompanyDetailsValues {
  name: string;
  registrationNumber: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  version?: number;
}

/** The company's details: in the Add dialog, and on the company's page (with its version). */
export function CompanyDetailsForm({
  intent,
  submitLabel,
  company,
  onCancel,
}: {
  intent: string;
  submitLabel: string;
  company?: CompanyDetailsValues;
  onCancel?: () => void;
}) {
  const fetcher = useFetcher<RefusedReply>();
  const location = useLocation();
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const { formProps, fieldProps } = useFormValidation(companyDetailsSchema, {
    serverErrors: reply?.fieldErrors,
    values: reply?.values ?? undefined,
  });
  return (
    <fetcher.Form method="post" noValidate {...formProps}>
      <input type="hidden" name="intent" value={intent} />
      {company?.version !== undefined ? <input type="hidden" name="version" value={company.version} /> : null}
      <Stack gap="md">
        {reply?.formError && reply.isStale ? (
          <StaleSaveNotice message={reply.formError} reloadTo={`${location.pathname}${location.search}`} />
        ) : null}
        {reply?.formError && !reply.isStale ? (
          <Text c="red.9" role="alert">
            {reply.formError}
          </Text>
        ) : null}
        <TextInput label={m.companyName()} required maxLength={200} {...fieldProps("name", company?.name)} />
        <TextInput
          label={m.registrationNumber()}
          description={m.optionalEG2015123456()}
          maxLength={50}
          {...fieldProps("registrationNumber", company?.registrationNumber)}
        />
        <TextInput label={m.contactName()} maxLength={100} {...fieldProps("contactName", company?.contactName)} />
        <TextInput
          label={m.contactEmail()}
          type="email"
          maxLength={200}
          {...fieldProps("contactEmail", company?.contactEmail)}
        />
        <TextInput
          label={m.contactPhone()}
          type="tel"
          maxLength={30}
          {...fieldProps("contactPhone", company?.contactPhone)}
        />
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" type="button" onClick={onCancel}>
              {m.cancel()}
            </Button>
          ) : null}
          <Button type="submit" loading={fetcher.state !== "idle"}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}
