import { belongsToPerson, type PersonalDataOwner, parsedJson } from "~/lib/personal-data";

/** A form response is deleted with its uploaded files (decision 0036); the form itself is staff's. */
export const formResponsePersonalData: PersonalDataOwner = {
  owner: "forms",
  tables: ["form_responses", "form_response_files"],
  notDownloaded: {
    form_response_files: "which stored file belongs to which response: the files' names are in the answers",
  },
  async personalDataOf(db, person) {
    const responses = await db
      .selectFrom("form_responses")
      .innerJoin("forms", "forms.id", "form_responses.form_id")
      .select(["forms.title as form_title", "form_responses.answers_json", "form_responses.created_at"])
      .where((eb) => belongsToPerson(eb, { emailColumn: "form_responses.respondent_email" }, person))
      .orderBy("form_responses.created_at")
      .execute();
    return {
      formResponses: responses.map((response) => ({
        formTitle: response.form_title,
        submittedAt: response.created_at,
        answers: parsedJson(response.answers_json),
      })),
    };
  },
  async erasePersonalData(db, person) {
    if (person.emails.length === 0) return undefined;
    const responses = await db
      .selectFrom("form_responses")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["respondent_email"]), "in", person.emails))
      .execute();
    const responseIds = responses.map((response) => response.id);
    if (responseIds.length === 0) return undefined;
    const files = await db
      .selectFrom("form_response_files")
      .select("stored_name")
      .where("response_id", "in", responseIds)
      .execute();
    const storedNames = files.map((file) => file.stored_name);
    if (storedNames.length > 0) await db.deleteFrom("uploads").where("stored_name", "in", storedNames).execute();
    await db.deleteFrom("form_response_files").where("response_id", "in", responseIds).execute();
    await db.deleteFrom("form_responses").where("id", "in", responseIds).execute();
    return { storedNames };
  },
};
