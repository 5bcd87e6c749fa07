import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { Form, SubmitButton } from './form.tsx';
import { TextField } from './text-field.tsx';
import { useForm } from './use-form.ts';

type Values = { name: string; email: string };

function SignUp({ submit }: { submit: (values: Values) => unknown }) {
  const form = useForm<Values>({
    fields: { name: '', email: '' },
    validate: (values) => ({
      name: values.name ? undefined : 'Name is required.',
      email: values.email.includes('@') ? undefined : 'Invalid email address',
    }),
    submit,
  });
  return (
    <Form form={form}>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Email" {...form.field('email')} />
      <SubmitButton pending={form.pending} label="Sign up" pendingLabel="Sending…" />
    </Form>
  );
}

const apiError = (message: string, errors?: Record<string, string>) =>
  new ApiError({
    status: 400,
    name: 'ValidationError',
    code: 'validation',
    message,
    ...(errors ? { errors } : {}),
  });

describe('useForm', () => {
  it('marks each invalid field, links its message and focuses the first one, without sending', async () => {
    const user = userEvent.setup();
    const submit = vi.fn();
    render(<SignUp submit={submit} />);
    await user.type(screen.getByLabelText('Email'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Name is required.',
    );
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(submit).not.toHaveBeenCalled();
  });

  it("clears a field's message when the field is edited", async () => {
    const user = userEvent.setup();
    render(<SignUp submit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await user.type(screen.getByLabelText('Name'), 'Ada');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Name is required.')).toBeNull();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
  });

  it("shows the API's field errors on their fields and focuses the first of them", async () => {
    const user = userEvent.setup();
    const submit = vi.fn().mockRejectedValue(apiError('Invalid input', { email: 'This email is taken.' }));
    render(<SignUp submit={submit} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(submit).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' });
    expect(await screen.findByText('This email is taken.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a failure no field took as the form's alert, which describes the form", async () => {
    const user = userEvent.setup();
    render(<SignUp submit={vi.fn().mockRejectedValue(apiError('The service is closed today.'))} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The service is closed today.');
    expect(alert.closest('form')?.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('disables the submit button with its pending wording and ignores a second submit meanwhile', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SignUp submit={submit} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');
    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Email'), '{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);

    finish();
    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeTruthy();
  });
});

function Contact({ submit }: { submit: (values: Values) => unknown }) {
  const form = useForm<Values>({
    fields: { name: '', email: '' },
    validate: (values) => ({ name: values.name ? undefined : 'Name is required.' }),
    validateOnBlur: true,
    editClearsFailure: true,
    submit,
  });
  return (
    <Form form={form}>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Email" {...form.field('email')} />
      <button type="submit" disabled={!form.valid}>
        Send
      </button>
    </Form>
  );
}

describe('useForm with validateOnBlur', () => {
  it("shows a field's message once the field is left, and keeps submit disabled until the form is valid", async () => {
    const user = userEvent.setup();
    render(<Contact submit={vi.fn()} />);
    expect(screen.queryByText('Name is required.')).toBeNull();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(screen.getByText('Name is required.')).toBeTruthy();

    await user.type(screen.getByLabelText('Name'), 'Ada');
    expect(screen.queryByText('Name is required.')).toBeNull();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('takes the form-level failure away when a field is edited', async () => {
    const user = userEvent.setup();
    render(<Contact submit={vi.fn().mockRejectedValue(apiError('Sorry, this number is gone.'))} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, this number is gone.');

    await user.type(screen.getByLabelText('Email'), 'a');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
