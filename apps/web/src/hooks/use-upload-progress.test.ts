import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../lib/session-token';
import { setWorkspaceId } from '../lib/workspace-id';
import { useUploadProgress } from './use-upload-progress';

/** An XMLHttpRequest that records the headers it was given and answers nothing. */
class RecordingXhr {
  static last: RecordingXhr | null = null;
  headers: Record<string, string> = {};
  upload = { onprogress: null, onload: null };
  withCredentials = false;
  onerror: (() => void) | null = null;
  constructor() {
    RecordingXhr.last = this;
  }
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {
    this.onerror?.();
  }
  abort() {}
}

describe('useUploadProgress', () => {
  it('sends the bearer token and the current workspace with an upload', async () => {
    vi.stubGlobal('XMLHttpRequest', RecordingXhr);
    setSessionToken('tok-1');
    setWorkspaceId('ws-team');
    const { result } = renderHook(() => useUploadProgress());
    await act(async () => {
      await result.current.upload('/api/upload', new FormData(), 10).catch(() => undefined);
    });
    expect(RecordingXhr.last?.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'X-Workspace': 'ws-team' });
    setSessionToken(null);
  });
});
