import { callHeaders } from './call-headers';

// Files go through their REST path: a multipart upload is not tRPC's business.

/** The server's refusal of an upload, with its message in the user's language. */
export class UploadError extends Error {}

/** Sends `file` as the multipart field `field`; answers the JSON answer, or throws an UploadError with the server's message. */
export async function uploadFile<T>(
  method: 'POST' | 'PUT',
  url: string,
  field: string,
  file: Blob,
  filename?: string,
): Promise<T> {
  const body = new FormData();
  body.append(field, file, filename ?? (file instanceof File ? file.name : field));
  const res = await fetch(url, { method, body, credentials: 'same-origin', headers: callHeaders() });
  const json = (await res.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> };
  if (!res.ok) throw new UploadError(Object.values(json.errors ?? {})[0]?.[0] ?? json.message ?? res.statusText);
  return json as T;
}
