import type { Problem } from '@pitstop/domain/problem';

/** An API failure in the shape the server sends (problem+json), for toasts and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(problem.detail ?? problem.title);
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

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Calls `/api/v1` with the session cookie; resolves with the JSON body or throws ApiError. */
export function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return fetchJson<T>(`/api/v1${path}`, options);
}

/** Calls a URL of this origin with the session cookie, as `api` does for `/api/v1`. */
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
