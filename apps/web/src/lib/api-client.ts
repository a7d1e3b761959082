import { type ErrorCode, isErrorCode } from '@pitstop/domain/error-codes';
import type { Problem } from '@pitstop/domain/problem';
import createClient from 'openapi-fetch';
import type { paths } from './api-schema';

/** An API failure in the shape the server sends (problem+json), for toasts and field errors. */
export class ApiError extends Error {
  /** The problem's code when it is one of the server's own (comparisons are type checked). */
  readonly code: ErrorCode | undefined;

  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(problem.detail ?? problem.title);
    this.code = isErrorCode(problem.code) ? problem.code : undefined;
  }

  /** The message for one form field, from the problem's `errors` (path like `body.email`). */
  fieldError(field: string): string | undefined {
    return this.problem.errors?.find((entry) => entry.path.split('.').slice(1).join('.') === field)
      ?.message;
  }
}

type RequestOptions = Omit<RequestInit, 'body'> & {
  body?: unknown;
  query?: Record<string, unknown>;
};

/** Query parameters as the server reads them: empty values are left out. */
function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

function withQuery(path: string, query: RequestOptions['query']): string {
  const search = queryString(query);
  return search ? `${path}?${search}` : path;
}

const networkProblem: Problem = {
  type: 'urn:pitstop:problem:network',
  title: 'Network error',
  status: 0,
  detail: 'Pitstop could not be reached. Check your connection and try again.',
};

/** What a failed answer says: its problem+json, or one made from its status line. */
function problemOf(response: Response, payload: unknown): Problem {
  if (payload && typeof payload === 'object') return payload as Problem;
  return {
    type: 'about:blank',
    title: response.statusText,
    status: response.status,
    detail: `The server answered ${response.status} ${response.statusText}.`,
  };
}

/**
 * The API typed from the server's OpenAPI document (`api-schema.d.ts`, made by `npm run api:types`):
 * paths, parameters, bodies and answers are checked against what the server declares.
 */
export const client = createClient<paths>({
  credentials: 'same-origin',
  headers: { accept: 'application/json' },
  querySerializer: queryString,
});

/** Resolves with a typed call's data, or throws ApiError (the server's problem, or a network error). */
export async function unwrap<Data>(
  pending: Promise<{ data?: Data; error?: unknown; response: Response }>,
): Promise<Data> {
  let result: Awaited<typeof pending>;
  try {
    result = await pending;
  } catch {
    throw new ApiError(0, networkProblem);
  }
  if (!result.response.ok) {
    throw new ApiError(result.response.status, problemOf(result.response, result.error));
  }
  return result.data as Data;
}

/** Calls a URL of this origin outside the API document (better-auth's) with the session cookie. */
export async function fetchJson<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const { body, query, headers, ...init } = options;
  // A form (a photo upload) goes as multipart: the browser writes its content-type and boundary.
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(withQuery(url, query), {
      credentials: 'same-origin',
      ...init,
      headers: {
        accept: 'application/json',
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, {
      type: 'urn:pitstop:problem:network',
      title: 'Network error',
      status: 0,
      detail: 'Pitstop could not be reached. Check your connection and try again.',
    });
  }
  if (response.status === 204) return undefined as T;
  const isJson = /json/.test(response.headers.get('content-type') ?? '');
  const payload = isJson ? await response.json() : undefined;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      payload ?? {
        type: 'about:blank',
        title: response.statusText,
        status: response.status,
        detail: `The server answered ${response.status} ${response.statusText}.`,
      },
    );
  }
  return payload as T;
}
