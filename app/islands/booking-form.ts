// The island of /events (decision 0063): the webinar registration form, judged live by the schema
// its action uses. Bundled with that schema by Vite (`?worker&url` in app/routes/site/events.tsx:
// one self-contained file, a hashed name, no React).
import { bookingFormSchema } from "~/features/bookings/booking.schema";
import { isRequiredMessage, MISSING_FIELDS_MESSAGE } from "~/features/bookings/booking-fields";
import { enhanceLiveForm } from "./live-form";

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-live-form="booking"]')) {
  enhanceLiveForm(form, bookingFormSchema, { missingFieldsMessage: MISSING_FIELDS_MESSAGE(), isRequiredMessage });
}
