import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from './api-client.ts';

/**
 * Shows a failed save on its form: the server's field messages go under their fields (the first
 * one gets focus) and nothing typed is lost. Returns the message for the form's alert, or null
 * when every message found its field. Server faults get `fallback` instead of their detail.
 */
export function applyApiError<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  cause: unknown,
  fallback: string,
): string | null {
  if (!(cause instanceof ApiError)) return fallback;
  const fields = Object.keys(form.getValues());
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const message = cause.fieldError(field);
    if (message) errors[field] = message;
  }
  const first = fields.find((field) => errors[field]);
  if (first) {
    form.setErrors(errors);
    form.getInputNode(first)?.focus();
    return null;
  }
  return cause.status >= 500 ? fallback : cause.message;
}
