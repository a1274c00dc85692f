import { RESEARCH_FILE_MISSING } from '@leadsift/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { playfulMessages } from '../../../components/playful-messages';
import { renderWithQuery } from '../../../testing/render-with-query';
import type { ApiCall, MockApiOptions } from '../../filter/testing/mock-api';
import { invalidResponseMessage } from '../api/upload-research-file';
import { configReply, estimate, json, mockApi, uploadReply, usageStatsReply } from '../testing/research-fixtures';
import { ResearchForm } from './research-form';

type Upload = (call: ApiCall) => Response | Promise<Response>;

function setup(upload: Upload, options: MockApiOptions = {}) {
  const api = mockApi(
    {
      'GET /api/research/config': () => configReply(),
      'GET /api/usage/stats': usageStatsReply,
      'POST /api/research/upload': upload,
      'POST /api/research/estimate': () => json({ success: true, data: estimate() }),
      'POST /api/usage/check-credits': () => json({ success: true, data: { hasCredits: true, creditsAvailable: 5_000 } }),
    },
    options,
  );
  renderWithQuery(<ResearchForm />);
  return { api, user: userEvent.setup({ applyAccept: false }) };
}

/** The server's NDJSON progress stream (POST /api/research/upload with Accept: application/x-ndjson), line by line. */
function progressStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const cancelled = vi.fn();
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c), cancel: cancelled });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'Content-Type': 'application/x-ndjson' } }),
    line: (line: unknown) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`)),
    end: () => controller.close(),
    /** Called when the browser went away (Cancel): the server then stops its parse. */
    cancelled,
  };
}

const MB = 1024 * 1024;
const bigCsv = () => new File(['Company,Website URL,City\n' + 'x'.repeat(3 * MB - 25)], 'farms.csv', { type: 'text/csv' });
const fileInput = () => screen.getByLabelText('Website list file');
const bar = () => screen.getByTestId('upload-progress');

describe('Research form upload progress (docs/product.md#uploads)', () => {
  it('shows bytes sent, then rows read, then Ready; Cancel stops the server and keeps nothing', async () => {
    let release!: () => void;
    const streams: ReturnType<typeof progressStream>[] = [];
    const { api, user } = setup(
      () => {
        const stream = progressStream();
        streams.push(stream);
        return stream.response;
      },
      {
        sendBody: async (_call, sent, total) => {
          sent(total / 2);
          await new Promise<void>((resolve) => (release = resolve));
          sent(total);
        },
      },
    );

    // Bytes going up, with the documented rotating messages beside the bar.
    await user.upload(fileInput(), bigCsv());
    expect(await within(bar()).findByText('Sending: 1.5 of 3.0 MB')).toBeInTheDocument();
    expect(within(bar()).getByText(playfulMessages[0])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse Files' })).toBeDisabled();
    const headers = api.callsTo('POST', '/api/research/upload');
    expect(headers).toHaveLength(1);
    expect((headers[0]!.body as FormData).get('file')).toBeInstanceOf(File);

    // Stored: the server reads rows.
    release();
    await waitFor(() => expect(streams).toHaveLength(1));
    streams[0]!.line({ type: 'stored', bytes: 3 * MB });
    expect(await within(bar()).findByText('Reading rows…')).toBeInTheDocument();
    streams[0]!.line({ type: 'rows', rows: 1_200 });
    expect(await within(bar()).findByText('Reading rows: 1,200 so far')).toBeInTheDocument();

    // Cancel: the request goes away (the server's parse stops), no error, no file kept.
    await user.click(within(bar()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(streams[0]!.cancelled).toHaveBeenCalled());
    expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('start-blocked-reason')).toHaveTextContent(RESEARCH_FILE_MISSING);
    expect(screen.queryByText('farms.csv')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/research/estimate')).toHaveLength(0);

    // Again, to the end: Ready with the rows read and the columns of the answer.
    await user.upload(fileInput(), bigCsv());
    release();
    await waitFor(() => expect(streams).toHaveLength(2));
    streams[1]!.line({ type: 'stored', bytes: 3 * MB });
    streams[1]!.line({ type: 'rows', rows: 2_000 });
    streams[1]!.line({ type: 'rows', rows: 2_400 });
    streams[1]!.line({ type: 'done', result: uploadReply });
    streams[1]!.end();
    expect(await within(bar()).findByText('Ready: 2,400 rows × 3 columns')).toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(within(bar()).queryByText(playfulMessages[0])).not.toBeInTheDocument();
    expect(screen.getByText('farms.csv')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Website Column/ })).toHaveTextContent('Website URL');
    expect(streams[1]!.cancelled).not.toHaveBeenCalled();
  });

  it("says 'Failed to upload file: …' when the parse fails after the file was stored", async () => {
    const { user } = setup(() => {
      const stream = progressStream();
      stream.line({ type: 'stored', bytes: 40 });
      stream.line({ type: 'error', status: 400, error: 'The file has a header row but no data rows' });
      stream.end();
      return stream.response;
    });
    await user.upload(fileInput(), bigCsv());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload file: The file has a header row but no data rows');
    expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse Files' })).toBeEnabled();
  });

  it("says 'Server returned an invalid response format' for an answer that is not a research upload", async () => {
    const { user } = setup(() => {
      const stream = progressStream();
      stream.line({ type: 'stored', bytes: 40 });
      stream.line({ type: 'done', result: { fileId: 'up-1' } });
      stream.end();
      return stream.response;
    });
    await user.upload(fileInput(), bigCsv());
    expect(await screen.findByRole('alert')).toHaveTextContent(invalidResponseMessage);
    expect(screen.getByTestId('start-blocked-reason')).toHaveTextContent(RESEARCH_FILE_MISSING);
  });

  it("says 'Failed to upload file: …' when the network fails", async () => {
    const { user } = setup(() => Promise.reject(new Error('offline')));
    await user.upload(fileInput(), bigCsv());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload file: An error occurred during upload');
  });
});
