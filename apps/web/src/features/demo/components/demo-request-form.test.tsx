import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DemoRequestForm } from './demo-request-form';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function fillForm(user: ReturnType<typeof userEvent.setup>, email = 'ada@example.com') {
  await user.type(screen.getByLabelText('First Name'), 'Ada');
  await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
  await user.type(screen.getByLabelText('Work Email'), email);
  await user.type(screen.getByLabelText('Company Name'), 'Engines Ltd');
}

describe('DemoRequestForm', () => {
  it('submits, thanks the visitor for 5 s, then clears the form', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let release: (response: Response) => void = () => {};
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (release = resolve)));
    const user = userEvent.setup();
    render(<DemoRequestForm />);
    await fillForm(user);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Request Demo' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/demo-requests');
    expect(JSON.parse(String(init!.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: 'Engines Ltd',
    });
    await act(async () => release(json({ success: true }, 201)));
    expect(screen.getByText("Thank you! We'll be in touch soon to schedule your demo.")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText("Thank you! We'll be in touch soon to schedule your demo.")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(/Thank you!/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('');
    expect(screen.getByLabelText('Work Email')).toHaveValue('');
  });

  it('shows the error text for an invalid email without calling the server', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    render(<DemoRequestForm />);
    await fillForm(user, 'ada at example.com');
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again or contact support.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the error text when the server refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ error: 'Invalid email' }, 400));
    const user = userEvent.setup();
    render(<DemoRequestForm />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again or contact support.');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
  });
});
