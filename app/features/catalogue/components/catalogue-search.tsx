import { Button } from "@mantine/core";
import { Form } from "react-router";
import * as m from "../messages";
import classes from "./catalogue-search.module.css";

/**
 * The catalogue's search: a GET form (the search is in the address, works before JavaScript) with a
 * native input styled like Mantine's, which keeps the TextInput chunks (~5 kB) off this public page.
 */
export function CatalogueSearch({ search }: { search: string }) {
  return (
    <Form method="get" role="search" className={classes.form}>
      <label htmlFor="catalogue-search" className={classes.label}>
        {m.searchCourses()}
      </label>
      <div className={classes.row}>
        <input
          id="catalogue-search"
          className={classes.input}
          type="search"
          name="q"
          defaultValue={search}
          key={search}
          maxLength={100}
        />
        <Button type="submit" variant="default">
          {m.search()}
        </Button>
      </div>
    </Form>
  );
}
