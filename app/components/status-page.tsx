import { describeStatus, ErrorPanel } from "./general-error-boundary";

/** The page shown for a status with its default words (403, 404, errors). It never shows technical details. */
export function StatusPage({ status }: { status: number }) {
  return <ErrorPanel description={describeStatus(status)} />;
}
