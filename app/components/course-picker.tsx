import { type ComboboxParsedItem, MultiSelect, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type CSSProperties, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import {
  type CourseChoice,
  type CourseChoiceKind,
  type CourseChoiceScope,
  type CourseChoicesAnswer,
  courseChoicesUrl,
} from "~/lib/course-choices";
import * as m from "./messages";

/**
 * The one course picker (decision 0136-course-pickers): a searchable select whose options come from
 * the server as the person types (/api/course-choices, at most a handful of matches), so any course
 * of a catalogue of thousands can be chosen and the page carries only the chosen ones. The form
 * posts the chosen value(s) in `name`, as the select it replaced did.
 */

/** Which form asks (the server applies that page's rule) and what it may choose. */
export interface CourseChoiceSource {
  scope: CourseChoiceScope;
  /** The scope's record: the course being edited, the company. */
  id?: string;
  kind?: CourseChoiceKind;
}

interface CommonProps {
  source: CourseChoiceSource;
  name: string;
  label: string;
  description?: string;
  placeholder?: string;
  error?: string | null;
  required?: boolean;
  w?: string | number | Record<string, string | number>;
  style?: CSSProperties;
}

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 250;

/** The server has matched already (by every word in name, title or subtitle): show what it sent. */
const keepServerOrder = ({ options }: { options: ComboboxParsedItem[] }) => options;

/**
 * The choices for what is typed, fetched once the picker is opened (a page that is never used asks
 * nothing), again after each pause in typing.
 */
function useCourseChoices(source: CourseChoiceSource, search: string, isActive: boolean) {
  const fetcher = useFetcher<CourseChoicesAnswer>();
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const url = courseChoicesUrl({ ...source, q: debounced });
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetcher.load is stable; the address says what changed.
  useEffect(() => {
    if (isActive) fetcher.load(url);
  }, [isActive, url]);
  return {
    choices: fetcher.data?.choices ?? [],
    nothingFound: fetcher.state !== "idle" || !fetcher.data ? m.coursePickerSearching() : m.coursePickerNothingFound(),
  };
}

/** The chosen options first (their labels came with the page), then the matches. */
function withChosen(chosen: CourseChoice[], choices: CourseChoice[]): CourseChoice[] {
  const values = new Set(chosen.map((choice) => choice.value));
  return [...chosen, ...choices.filter((choice) => !values.has(choice.value))];
}

/** One course (or path): `initial` is the stored choice with its label, if any. */
export function CoursePicker({
  initial = null,
  onChange,
  source,
  ...props
}: CommonProps & { initial?: CourseChoice | null; onChange?: (value: string | null) => void }) {
  const [chosen, setChosen] = useState<CourseChoice | null>(initial);
  const [search, setSearch] = useState(initial?.label ?? "");
  const [isActive, setActive] = useState(false);
  // The chosen option's own label in the box is not a search: show the first matches instead.
  const { choices, nothingFound } = useCourseChoices(source, search === chosen?.label ? "" : search, isActive);
  return (
    <Select
      {...props}
      error={props.error ?? undefined}
      data={withChosen(chosen ? [chosen] : [], choices)}
      value={chosen?.value ?? null}
      onChange={(value, option) => {
        setChosen(value && option ? { value, label: option.label } : null);
        onChange?.(value);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={keepServerOrder}
      onDropdownOpen={() => setActive(true)}
      nothingFoundMessage={nothingFound}
      clearable
    />
  );
}

/** Several courses: `initial` are the stored choices with their labels. */
export function CoursesPicker({
  initial,
  onChange,
  source,
  ...props
}: CommonProps & { initial: CourseChoice[]; onChange?: (values: string[]) => void }) {
  const [chosen, setChosen] = useState<CourseChoice[]>(initial);
  const [search, setSearch] = useState("");
  const [isActive, setActive] = useState(false);
  const { choices, nothingFound } = useCourseChoices(source, search, isActive);
  const data = withChosen(chosen, choices);
  return (
    <MultiSelect
      {...props}
      error={props.error ?? undefined}
      data={data}
      value={chosen.map((choice) => choice.value)}
      onChange={(values) => {
        const known = new Map(data.map((choice) => [choice.value, choice]));
        setChosen(values.flatMap((value) => known.get(value) ?? []));
        onChange?.(values);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={keepServerOrder}
      onDropdownOpen={() => setActive(true)}
      nothingFoundMessage={nothingFound}
      clearable
    />
  );
}
