import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DemoModal } from '@/features/demo-request/DemoModal';
import { useDemoModal } from '@/features/demo-request/useDemoModal';
import { LANGUAGES } from '@/languages';
import { copy, renderWithProviders } from '../../render';

const demo = copy('demo');

function Harness({ onClose }: { onClose?: () => void }) {
  const demo = useDemoModal();
  return (
    <>
      <button type="button" onClick={demo.open}>
        opener
      </button>
      <DemoModal
        dialogRef={demo.dialogRef}
        variant="training"
        onClose={() => {
          demo.onClose();
          onClose?.();
        }}
      />
    </>
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'opener' }));
  return screen.getByRole('dialog');
}

describe('DemoModal', () => {
  it('is closed until opened, then named by its heading', async () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleName(demo('title'));
    expect(screen.getByRole('heading', { level: 2, name: demo('title') })).toBeInTheDocument();
  });

  it('opens with showModal, not as a non-modal dialog', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderWithProviders(<Harness />);
    await openDialog();
    expect(showModal).toHaveBeenCalledTimes(1);
  });

  it.each(LANGUAGES)('closes on its close button, named in %s, and gives focus back', async (language) => {
    const onClose = vi.fn();
    renderWithProviders(<Harness onClose={onClose} />, { language });
    const dialog = await openDialog();
    await userEvent.click(screen.getByRole('button', { name: copy('common', language)('modal.close') }));
    expect(dialog).not.toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'opener' })).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    renderWithProviders(<Harness />);
    const dialog = await openDialog();
    const heading = screen.getByRole('heading', { name: demo('title') });
    fireEvent.mouseDown(heading);
    fireEvent.click(heading);
    expect(dialog).toHaveAttribute('open');
    // A press that starts in the form and ends outside is a text selection, not a dismissal.
    fireEvent.mouseDown(screen.getByLabelText(demo('training.name')));
    fireEvent.click(dialog);
    expect(dialog).toHaveAttribute('open');
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(dialog).not.toHaveAttribute('open');
  });
});
