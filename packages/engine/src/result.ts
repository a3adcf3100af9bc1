/** A value or a typed error, so that callers handle bad input without exceptions. */
export type Result<T, E> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({
  ok: false,
  error,
});

/** Returns the value or throws the error: for callers that have already validated their input. */
export function unwrap<T, E extends { message: string }>(result: Result<T, E>): T {
  if (result.ok) return result.value;
  throw new Error(result.error.message);
}
