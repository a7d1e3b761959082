import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from './api-client.ts';
import { showToast } from './toast.ts';

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
  if (fields.some((field) => errors[field])) {
    form.setErrors(errors);
    focusFirstError(form, errors, fields);
    return null;
  }
  return cause.status >= 500 ? fallback : cause.message;
}

/** Focuses the first field in `order` (the form's visual order) that has an error. */
export function focusFirstError<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  errors: Record<string, unknown>,
  order: readonly string[],
) {
  const first = order.find((field) => errors[field]);
  if (first) form.getInputNode(first)?.focus();
}

/** What to tell the person: a refusal's own reason (or the network's), else `fallback`. */
export function failureMessage(cause: unknown, fallback = 'Please try again.'): string {
  return cause instanceof ApiError && cause.status < 500 ? cause.message : fallback;
}

/** A failed action's toast (spec §8 titles, e.g. 'Error saving client') with the reason. */
export function notifyFailure(title: string, cause: unknown) {
  showToast({ color: 'red', title, message: failureMessage(cause) });
}

/** A schema's issues as form errors: the first message of each top-level field. */
export function issuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fieldOf: (path: string) => string = (path) => path,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(String(issue.path[0] ?? ''));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
