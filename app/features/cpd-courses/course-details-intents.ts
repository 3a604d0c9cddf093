/** The course details screen's forms, each posting one of these as its intent. */
export const EDIT_COURSE_INTENT = "edit-course";
export const ENROL_USER_INTENT = "enrol-user";
export const EDIT_USER_INTENT = "edit-user";
export const REMOVE_USER_INTENT = "remove-user";
export const IMPORT_CSV_INTENT = "import-csv";

/** The address parameter of the issued certificates' next page (?after= is the enrolled users'). */
export const CERTIFICATES_AFTER = "certificates-after";
