import { Button, Group, Pagination, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { Form, useNavigate, useSearchParams } from "react-router";

interface ListSearchFormProps {
  label: string;
  /** What the list searched for last; the field shows it and is reset when it changes. */
  search: string;
  /** The query parameter the search travels in. */
  name?: string;
  buttonLabel?: string;
  /** The field's widest width; unset, it takes the row. */
  maxWidth?: number;
  preventScrollReset?: boolean;
}

/** The search box above a list: a GET form, so the search is in the address and survives a reload. */
export function ListSearchForm({
  label,
  search,
  name = "q",
  buttonLabel = "Search",
  maxWidth,
  preventScrollReset,
}: ListSearchFormProps) {
  return (
    <Form method="get" role="search" preventScrollReset={preventScrollReset}>
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label={label}
          name={name}
          defaultValue={search}
          key={search}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          style={{ flex: 1, maxWidth }}
        />
        <Button type="submit" variant="default">
          {buttonLabel}
        </Button>
      </Group>
    </Form>
  );
}

interface ListPaginationProps {
  total: number;
  pageSize: number;
  page: number;
}

/** Page links under a list, shown when there is more than one page; the search and filters stay in the address. */
export function ListPagination({ total, pageSize, page }: ListPaginationProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  return (
    <Pagination
      total={pageCount}
      value={page}
      onChange={(next) => {
        const params = new URLSearchParams(searchParams);
        params.set("page", String(next));
        navigate(`?${params}`);
      }}
    />
  );
}
