import { WORKSPACE_HEADER } from '@leadsift/shared';
import { useCallback, useRef, useState } from 'react';
import { getSessionToken } from '../lib/session-token';
import { getWorkspaceId } from '../lib/workspace-id';

/** sending: bytes going up; reading: the server parses (rows so far); done / failed / cancelled. */
export type UploadPhase = 'idle' | 'sending' | 'reading' | 'done' | 'failed' | 'cancelled';
/** `waiting`: the server's word that the stored file waits for a free slot (ADR 0032), until its rows start. */
export type UploadProgress = { phase: UploadPhase; sentBytes: number; totalBytes: number; rows: number; waiting?: string };

export const uploadCancelledMessage = 'Upload cancelled';
export const uploadNetworkMessage = 'An error occurred during upload';

type Line =
  | { type: 'stored'; bytes: number }
  | { type: 'waiting'; message: string }
  | { type: 'rows'; rows: number }
  | { type: 'done'; result: unknown }
  | { type: 'error'; error: string };

const idle: UploadProgress = { phase: 'idle', sentBytes: 0, totalBytes: 0, rows: 0 };

/**
 * Uploads a multipart form with real progress (docs/product.md#uploads): bytes sent through XMLHttpRequest's upload
 * events, then the rows the server has read from its NDJSON progress stream. `cancel()` aborts the
 * request, which stops the server's parse (it then removes what it stored). Used by the List Cleaner's
 * step 1 and the Research form.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<UploadProgress>(idle);
  const xhr = useRef<XMLHttpRequest | null>(null);

  const upload = useCallback((url: string, form: FormData, totalBytes: number): Promise<unknown> => {
    xhr.current?.abort();
    const request = new XMLHttpRequest();
    xhr.current = request;
    setProgress({ phase: 'sending', sentBytes: 0, totalBytes, rows: 0 });
    return new Promise<unknown>((resolve, reject) => {
      let seen = 0;
      let result: { ok: true; value: unknown } | { ok: false; error: string } | null = null;
      const readLines = () => {
        if (!(request.getResponseHeader('content-type') ?? '').includes('application/x-ndjson')) return;
        const text = request.responseText;
        const end = text.lastIndexOf('\n') + 1;
        if (end <= seen) return;
        for (const raw of text.slice(seen, end).split('\n')) {
          if (!raw.trim()) continue;
          const line = JSON.parse(raw) as Line;
          if (line.type === 'stored') setProgress((p) => ({ ...p, phase: 'reading', sentBytes: p.totalBytes }));
          else if (line.type === 'waiting') setProgress((p) => ({ ...p, phase: 'reading', waiting: line.message }));
          else if (line.type === 'rows') setProgress((p) => ({ ...p, phase: 'reading', rows: line.rows, waiting: undefined }));
          else if (line.type === 'done') result = { ok: true, value: line.result };
          else if (line.type === 'error') result = { ok: false, error: line.error };
        }
        seen = end;
      };
      request.upload.onprogress = (event) =>
        setProgress((p) => ({ ...p, sentBytes: event.loaded, totalBytes: event.total || p.totalBytes }));
      request.upload.onload = () => setProgress((p) => ({ ...p, phase: 'reading', sentBytes: p.totalBytes }));
      request.onprogress = readLines;
      request.onload = () => {
        readLines();
        const streamed: typeof result = result;
        if (streamed) {
          if (streamed.ok) {
            setProgress((p) => ({ ...p, phase: 'done' }));
            resolve(streamed.value);
          } else {
            setProgress((p) => ({ ...p, phase: 'failed' }));
            reject(new Error(streamed.error));
          }
          return;
        }
        // An ordinary answer: a refusal before the file was stored (or a server without progress).
        let body: unknown = null;
        try {
          body = JSON.parse(request.responseText);
        } catch {
          // not JSON
        }
        if (request.status >= 200 && request.status < 300) {
          setProgress((p) => ({ ...p, phase: 'done' }));
          resolve(body);
        } else {
          setProgress((p) => ({ ...p, phase: 'failed' }));
          const error = (body as { error?: unknown } | null)?.error;
          reject(new Error(typeof error === 'string' ? error : `Upload failed: ${request.statusText || request.status}`));
        }
      };
      request.onerror = () => {
        setProgress((p) => ({ ...p, phase: 'failed' }));
        reject(new Error(uploadNetworkMessage));
      };
      request.onabort = () => {
        setProgress((p) => ({ ...p, phase: 'cancelled' }));
        reject(new Error(uploadCancelledMessage));
      };
      request.open('POST', url);
      request.withCredentials = true;
      request.setRequestHeader('Accept', 'application/x-ndjson, application/json');
      const token = getSessionToken();
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      const workspace = getWorkspaceId();
      if (workspace) request.setRequestHeader(WORKSPACE_HEADER, workspace);
      request.send(form);
    }).finally(() => {
      if (xhr.current === request) xhr.current = null;
    });
  }, []);

  const cancel = useCallback(() => xhr.current?.abort(), []);
  const reset = useCallback(() => setProgress(idle), []);
  return { progress, upload, cancel, reset };
}
