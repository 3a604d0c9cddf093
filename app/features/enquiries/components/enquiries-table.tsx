import { Form } from "react-router";
import { DataTable, DataTableBody, DataTableCell, DataTableHeadings, DataTableRow } from "~/components/data-table";
import cell from "~/components/data-table.module.css";
import { ScrollTable } from "~/components/scroll-table";
import { VERSION_FIELD } from "~/lib/record-version";
import type { EnquiryView } from "../admin-enquiries.server";
import * as m from "../messages";

const DETAILS_CELL_STYLE = { maxWidth: 420 };

/** The admin's enquiries, newest first; each row's button flips it between new and handled. */
export function EnquiriesTable({ enquiries, listPath }: { enquiries: EnquiryView[]; listPath: string }) {
  return (
    <ScrollTable label={m.enquiriesLabel()} minWidth={900}>
      <DataTable striped verticalSpacing="sm">
        <DataTableHeadings
          labels={[m.tableReceived(), m.labelType(), m.tableFrom(), m.tableDetails(), m.labelStatus()]}
        />
        <DataTableBody>
          {enquiries.map((enquiry) => (
            <DataTableRow key={enquiry.id}>
              <DataTableCell className={cell.nowrap}>{enquiry.receivedAt}</DataTableCell>
              <DataTableCell>{enquiry.kindLabel}</DataTableCell>
              <DataTableCell>
                <p className={`${cell.text} ${cell.bold}`} data-size="sm">
                  {enquiry.name}
                </p>
                <p className={cell.text} data-size="sm">
                  {enquiry.designation}, {enquiry.company}
                </p>
                <a className={cell.link} data-size="sm" href={`mailto:${enquiry.email}`}>
                  {enquiry.email}
                </a>
                <p className={cell.text} data-size="sm">
                  {enquiry.phone}
                </p>
              </DataTableCell>
              <DataTableCell style={DETAILS_CELL_STYLE}>
                {enquiry.courseName ? (
                  <p className={cell.text} data-size="sm">
                    {m.tableCourse({ course: enquiry.courseName })}
                  </p>
                ) : null}
                {enquiry.numberOfPeople !== null ? (
                  <p className={cell.text} data-size="sm">
                    {m.tablePeople({ count: enquiry.numberOfPeople })}
                  </p>
                ) : null}
                {enquiry.appointmentType ? (
                  <p className={cell.text} data-size="sm">
                    {m.tableAppointment({ type: enquiry.appointmentType })}
                  </p>
                ) : null}
                <p className={`${cell.text} ${cell.preLine}`} data-size="sm">
                  {enquiry.message}
                </p>
              </DataTableCell>
              <DataTableCell>
                <div className={cell.stack} data-gap="6" data-align="start">
                  {/* Dark shades: white badge text on them passes AA contrast. */}
                  <span className={cell.badge} data-tone={enquiry.isHandled ? "green" : "orange"}>
                    {enquiry.statusLabel}
                  </span>
                  <Form method="post" action={listPath}>
                    <input type="hidden" name="id" value={enquiry.id} />
                    <input type="hidden" name={VERSION_FIELD} value={enquiry.version} />
                    <input type="hidden" name="status" value={enquiry.isHandled ? "new" : "handled"} />
                    <button type="submit" className={cell.button} data-variant="light">
                      {enquiry.isHandled ? m.markAsNew() : m.markHandled()}
                    </button>
                  </Form>
                </div>
              </DataTableCell>
            </DataTableRow>
          ))}
        </DataTableBody>
      </DataTable>
    </ScrollTable>
  );
}
