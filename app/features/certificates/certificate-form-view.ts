/** The certificate just issued from the form, for the confirmation above the fresh form. */
interface IssuedFromForm {
  id: string;
  number: string;
  recipientName: string;
  recipientEmail: string;
  verificationCode: string;
}

export interface CertificateFormView {
  courseId: string;
  issued: IssuedFromForm | null;
  /** The form starts from the CPD course's details, one value per field name. */
  defaults: Record<string, string>;
}
