import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { useDialogs } from './use-dialogs.ts';

function ConfirmOpener() {
  const dialogs = useDialogs();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          const confirmed = await dialogs.confirm({ action: 'Delete', message: 'Delete token "ci"?' });
          setAnswer(String(confirmed));
        }}
      >
        Delete token
      </button>
      <output>answer: {answer}</output>
    </>
  );
}

function NoticeOpener() {
  const dialogs = useDialogs();
  const [closed, setClosed] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={async () => {
          await dialogs.error('The number is no longer available.');
          setClosed(true);
        }}
      >
        Fail
      </button>
      <button type="button" onClick={() => void dialogs.success('Your changes were saved.')}>
        Succeed
      </button>
      <output>{closed ? 'error closed' : 'error open'}</output>
    </>
  );
}

describe('confirm dialog', () => {
  it("is titled 'Confirm {action}' and resolves true when confirmed", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConfirmOpener />);

    await user.click(screen.getByRole('button', { name: 'Delete token' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
    expect(dialog.textContent).toContain('Delete token "ci"?');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('answer: true')).toBeTruthy();
  });

  it('resolves false when cancelled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConfirmOpener />);

    await user.click(screen.getByRole('button', { name: 'Delete token' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByText('answer: false')).toBeTruthy();
  });

  it('resolves false on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConfirmOpener />);
    const opener = screen.getByRole('button', { name: 'Delete token' });

    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');

    expect(screen.getByText('answer: false')).toBeTruthy();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConfirmOpener />);

    await user.click(screen.getByRole('button', { name: 'Delete token' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
  });
});

describe('error and success dialogs', () => {
  it("show an 'Error' dialog that closes with Ok", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NoticeOpener />);

    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Error' });
    expect(dialog.textContent).toContain('The number is no longer available.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ok' }));
    await user.click(screen.getByRole('button', { name: 'Ok' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('error closed')).toBeTruthy();
  });

  it("show a 'Success' dialog", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NoticeOpener />);

    await user.click(screen.getByRole('button', { name: 'Succeed' }));

    expect(screen.getByRole('dialog', { name: 'Success' }).textContent).toContain('Your changes were saved.');
  });

  it('open once for the same error reported twice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NoticeOpener />);

    await user.click(screen.getByRole('button', { name: 'Fail' }));
    act(() => screen.getByRole('button', { name: 'Fail' }).click());

    expect(screen.getAllByRole('alertdialog', { name: 'Error' })).toHaveLength(1);
  });
});
