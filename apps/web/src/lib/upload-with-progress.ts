import { storeContract, type UploadedDocument } from '@procure/contract';
import { apiRoots } from '../config/runtime';
import { contractUrl } from './contract-query';
import { readToken } from './storage';

export type UploadFields = { form_name: string; event_type: string; sub_event_type?: string };

export type UploadOutcome =
  | { ok: true; document: UploadedDocument; message?: string }
  | { ok: false; status: number; message: string };

/** POST /store/upload for one file with upload progress (0..1). `fetch` reports no upload
 * progress, so this one call uses XMLHttpRequest; the answer is still parsed by the contract.
 * The message of a failure is the server's, else 'Upload failed' (spec part 1 §8). */
export function uploadWithProgress(
  file: File,
  fields: UploadFields,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('form_name', fields.form_name);
  form.append('event_type', fields.event_type);
  if (fields.sub_event_type) form.append('sub_event_type', fields.sub_event_type);
  form.append('file', file);

  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', contractUrl(storeContract.upload, {}, apiRoots().storage));
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    const fail = (status: number, message?: unknown) =>
      resolve({
        ok: false,
        status,
        message: typeof message === 'string' && message ? message : 'Upload failed',
      });
    xhr.onerror = () => fail(0);
    xhr.onabort = () => fail(0, 'Upload cancelled');
    xhr.onload = () => {
      const body = xhr.response as { message?: unknown } | null;
      // Ours answers 201; another backend may say 200 (the documents show only data.doc_id).
      if (xhr.status < 200 || xhr.status > 299) return fail(xhr.status, body?.message);
      const parsed = storeContract.upload.responses[201].safeParse(body);
      if (!parsed.success) return fail(xhr.status, 'The server answered in an unexpected shape');
      onProgress(1);
      resolve({ ok: true, document: parsed.data.data, message: parsed.data.message });
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
