import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, uploadAnswer } from '../testing/mock-api';
import { renderFilter } from '../testing/render-filter';
import { offerTemplate } from '../../templates';
import { ListCleaner } from './list-cleaner';

const csv = (name = 'leads.csv', type = 'text/csv') => new File(['Name,Country\nAcme,France\n'], name, { type });
const templates = [
  {
    id: 't1',
    name: 'Plain',
    description: '',
    is_favorite: false,
    created_at: '2026-01-02T00:00:00Z',
    filter_config: { selectedColumns: ['Country'] },
    overrides: {},
  },
  {
    id: 't2',
    name: 'Starred',
    description: '',
    is_favorite: true,
    created_at: '2026-01-01T00:00:00Z',
    filter_config: { selectedColumns: ['Country'] },
    overrides: {},
  },
];

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/saved-filters': () => json({ success: true, filters: [] }),
    'POST /api/upload': () => json(uploadAnswer),
    ...routes,
  });
  renderFilter(<ListCleaner />);
  return { api, user: userEvent.setup() };
}

const fileInput = () => screen.getByLabelText('CSV file or Excel workbook');
const alertText = () => screen.getByRole('alert');

describe('Step 1: Upload your list', () => {
  it('shows the list name help, and asks for a file, then a name, before Continue', async () => {
    const { user } = setup();
    expect(screen.getByRole('heading', { name: 'Step 1: Upload your list' })).toBeInTheDocument();
    expect(screen.getByText('Your downloaded results file will carry this name.')).toBeInTheDocument();
    expect(screen.getByLabelText(/List Name/)).toHaveAttribute('placeholder', expect.stringMatching(/^e\.g\. /));

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(alertText()).toHaveTextContent('Please upload a file first.');

    await user.upload(fileInput(), csv());
    await screen.findByText('File uploaded successfully');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(alertText()).toHaveTextContent('Please provide a job name before continuing.');

    await user.type(screen.getByLabelText(/List Name/), 'Q3 leads');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Step 2: Select the Columns you want to analyze' })).toBeInTheDocument();
  });

  it('reports rows, columns and the size in KB with two decimals', async () => {
    const { user, api } = setup();
    const file = new File(['x'.repeat(2_560)], 'big.csv', { type: 'text/csv' });
    await user.upload(fileInput(), file);
    expect(await screen.findByText(/1,000 rows and 3 columns detected \(2\.50 KB\)/)).toBeInTheDocument();
    const body = api.callsTo('POST', '/api/upload')[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('refuses a file that is neither CSV nor Excel without calling the server', async () => {
    const { api } = setup();
    fireEvent.change(fileInput(), { target: { files: [csv('leads.pdf', 'application/pdf')] } });
    expect(alertText()).toHaveTextContent('Please upload a CSV or Excel file');
    expect(api.callsTo('POST', '/api/upload')).toHaveLength(0);
  });

  it.each([
    ['leads.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['LEADS.XLS', 'application/vnd.ms-excel'],
  ])('sends an Excel workbook (%s) to the server like a CSV', async (name, type) => {
    const { user, api } = setup();
    expect(fileInput()).toHaveAttribute('accept', expect.stringContaining('.xlsx,.xls'));
    await user.upload(fileInput(), csv(name, type));
    await screen.findByText('File uploaded successfully');
    expect(((api.callsTo('POST', '/api/upload')[0]?.body as FormData).get('file') as File).name).toBe(name);
  });

  it.each([
    ['the server error text', () => json({ error: 'The file has no header row' }, 400), 'The file has no header row'],
    ['the status text', () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }), 'Upload failed: Bad Gateway'],
    ['the network failure text', () => Promise.reject(new TypeError('offline')), 'An error occurred during upload'],
  ])('shows %s when the upload fails', async (_label, answer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup({ 'POST /api/upload': answer });
    await user.upload(fileInput(), csv());
    await waitFor(() => expect(alertText()).toHaveTextContent(message));
  });

  const applyRoutes = {
    'GET /api/saved-filters': () => json({ success: true, filters: templates }),
    'POST /api/apply-saved-filter': () =>
      json({
        success: true,
        config: {
          selectedColumns: ['COUNTRY', 'Gone'],
          model: null,
          reasoningText: 'We sell CRM',
          chunkSize: 300,
          logicMode: 'OR',
          columnConfig: { COUNTRY: { instructions: 'Keep France' }, Gone: { instructions: 'Keep big ones' } },
          overrides: {},
        },
      }),
    'POST /api/usage/check-credits': () => json({ success: true, data: { hasCredits: true, creditsAvailable: 5_000 } }),
    'GET /api/ai/status': () => json({ provider: 'openai', model: 'gpt-4o', models: ['gpt-4o'], offline: false, label: 'OpenAI' }),
  };
  const pick = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
    await user.click(screen.getByRole('combobox', { name: 'Select Template' }));
    await user.click(screen.getByRole('option', { name }));
  };

  it('keeps a template applied before the upload until the file is there and across Back, matching its columns', async () => {
    const { user, api } = setup(applyRoutes);
    await user.click(screen.getByRole('button', { name: 'Apply Template' }));
    expect(alertText()).toHaveTextContent('Please select a template to apply.');

    await user.click(screen.getByRole('combobox', { name: 'Select Template' }));
    expect(screen.getByRole('option', { name: 'None' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Starred/ })).toContainElement(screen.getByTitle('Favourite'));
    await user.click(screen.getByRole('option', { name: 'Plain' }));
    // No file and no name yet: the choice is kept, not refused.
    await user.click(screen.getByRole('button', { name: 'Apply Template' }));
    expect(
      await screen.findByText("Template 'Plain' is chosen: upload your file, and it is applied when you continue."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('POST', '/api/apply-saved-filter')[0]?.body).toEqual({ savedFilterId: 't1' });

    await user.upload(fileInput(), csv());
    await screen.findByText('File uploaded successfully');
    expect(screen.getByText("Template 'Plain' is chosen: it is applied to your file when you continue.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/List Name/), 'Q3 leads');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Step 3: Create your qualification criteria' })).toBeInTheDocument();
    // 'COUNTRY' is the file's 'Country'; 'Gone' is named, with a column to pick or the criterion to drop.
    expect(screen.getByLabelText(/^Country/)).toHaveValue('Keep France');
    expect(screen.getByLabelText('Product / service context')).toHaveValue('We sell CRM');
    expect(screen.getByRole('radio', { name: 'Matches at least one criterion below' })).toBeChecked();
    expect(screen.getByText("This template's 'Gone' is not in this file — pick a column or drop the criterion")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(alertText()).toHaveTextContent("This template's 'Gone' is not in this file — pick a column or drop the criterion");

    await user.click(screen.getByRole('combobox', { name: "Column for 'Gone'" }));
    expect(screen.queryByRole('option', { name: 'Country' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Industry' }));
    expect(screen.getByLabelText(/^Industry/)).toHaveValue('Keep big ones');
    expect(screen.queryByText(/This template's 'Gone'/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Step 1: Upload your list' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Select Template' })).toHaveTextContent('Plain');
    expect(screen.getByText(/^Template 'Plain' is chosen/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Don't apply" }));
    expect(screen.queryByText(/is chosen/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Step 2: Select the Columns you want to analyze' })).toBeInTheDocument();
  });

  it('with a file, asks for the list name, then applies at once and drops a missing criterion on request', async () => {
    const { user } = setup(applyRoutes);
    await user.upload(fileInput(), csv());
    await screen.findByText('File uploaded successfully');
    await pick(user, 'Plain');
    await user.click(screen.getByRole('button', { name: 'Apply Template' }));
    expect(alertText()).toHaveTextContent('Please provide a list name before applying a template.');

    await user.type(screen.getByLabelText(/List Name/), 'Q3 leads');
    await user.click(screen.getByRole('button', { name: 'Apply Template' }));
    expect(await screen.findByRole('heading', { name: 'Step 3: Create your qualification criteria' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Drop the criterion' }));
    expect(screen.queryByText(/This template's 'Gone'/)).toBeNull();
    expect(screen.queryByLabelText(/^Industry/)).toBeNull();
  });

  it('takes the template the Templates page handed over, kept until the file is there', async () => {
    offerTemplate({ templateId: 't2', name: 'Starred', config: { selectedColumns: ['Country'], overrides: {} } });
    setup({ 'GET /api/saved-filters': () => json({ success: true, filters: templates }) });
    expect(
      await screen.findByText("Template 'Starred' is chosen: upload your file, and it is applied when you continue."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Select Template' })).toHaveTextContent('Starred'));
  });

  it('says when a template cannot be read', async () => {
    const { user } = setup({
      'GET /api/saved-filters': () => json({ success: true, filters: templates }),
      'POST /api/apply-saved-filter': () => json({ error: 'Saved filter not found' }, 404),
    });
    await user.type(screen.getByLabelText(/List Name/), 'Q3 leads');
    await user.upload(fileInput(), csv());
    await screen.findByText('File uploaded successfully');
    await user.click(screen.getByRole('combobox', { name: 'Select Template' }));
    await user.click(screen.getByRole('option', { name: 'Plain' }));
    await user.click(screen.getByRole('button', { name: 'Apply Template' }));
    await waitFor(() => expect(alertText()).toHaveTextContent('Failed to retrieve template configuration'));
  });

  it("keeps Continue disabled with 'Wait for the upload to finish' while the file is read, then one success message", async () => {
    let answer!: (r: Response) => void;
    const { user } = setup({ 'POST /api/upload': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await user.type(screen.getByLabelText(/List Name/), 'Leads');
    await user.upload(fileInput(), csv());
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(continueButton).toBeDisabled());
    expect(continueButton).toHaveAccessibleDescription('Wait for the upload to finish');
    answer(json(uploadAnswer));
    await screen.findByText('File uploaded successfully');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(screen.queryByText(/^Ready:/)).toBeNull();
    expect(screen.queryByText('Wait for the upload to finish')).toBeNull();
  });
});
