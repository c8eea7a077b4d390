/** The `{ error }` body every non-2xx API answer carries. */
export interface ApiErrorBody {
  error: string;
}
