import { HONEYPOT_FIELD } from '@/features/demo-request/contract';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DemoModal, DemoRequestForm } from '@/features/demo-request/DemoModal';
import { useDemoModal } from '@/features/demo-request/useDemoModal';
import { LANGUAGES } from '@/languages';
import { localizedPath } from '@/sitePages';
import { copy, Opener, opener, renderWithProviders } from '../../render';

const demo = copy('demo');

function Harness() {
  const demo = useDemoModal();
  return (
    <>
      <Opener onClick={demo.open} />
      <DemoModal dialogRef={demo.dialogRef} variant="training" onClose={demo.onClose} />
    </>
  );
}

// Closing on its button, named in each language, on Escape and on the backdrop, focus back on the opener:
// tests/e2e/pages.spec.ts; the button and the focus here too: LazyDemoModal.test.tsx.
describe('DemoModal', () => {
  it('is closed until opened as a modal (showModal), named by its heading; closes on a click on the backdrop, not inside', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(opener());
    const dialog = screen.getByRole('dialog');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAccessibleName(demo('title'));
    const heading = screen.getByRole('heading', { level: 2, name: demo('title') });
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

describe('DemoRequestForm', () => {
  describe.each(['training', 'general'] as const)('%s variant', (variant) => {
    it.each(LANGUAGES)(
      "labels its four fields with the variant's label set in %s, between the form's lead and its privacy note",
      (language) => {
        const t = copy('demo', language);
        renderWithProviders(<DemoRequestForm variant={variant} />, { language });
        const kinds = (['name', 'email', 'company'] as const).map((field) => {
          const input = screen.getByLabelText(t(`${variant}.${field}`));
          return `${input.getAttribute('type')} ${input.getAttribute('autocomplete')}`;
        });
        expect(kinds).toEqual(['text name', 'email email', 'text organization']);
        // The last field is multiline and marked optional.
        const message = screen.getByLabelText(`${t(`${variant}.message`)} ${t('optional')}`);
        expect(message.tagName).toBe('TEXTAREA');
        expect(screen.getByText(t('lead'))).toBeInTheDocument();
        // The privacy note links to the notice in the form's language, in a new tab: the dialog and its input stay.
        const notice = screen.getByRole('link', { name: /<privacy>(.*)<\/privacy>/.exec(t('privacy'))![1] });
        expect(notice).toHaveAttribute('href', localizedPath('/privacy', language));
        expect(notice).toHaveAttribute('target', '_blank');
        expect(notice.closest('p')).toHaveTextContent(t('privacy').replace(/<\/?privacy>/g, ''));
      },
    );

    it('sets no required flags, no length limits, no patterns and no values, and hides its honeypot from people', () => {
      const { container } = renderWithProviders(<DemoRequestForm variant={variant} />);
      const fields = container.querySelectorAll('input, textarea');
      // The four fields and the honeypot.
      expect(fields).toHaveLength(5);
      for (const field of fields)
        for (const attribute of ['required', 'maxlength', 'minlength', 'pattern', 'value'])
          expect(field).not.toHaveAttribute(attribute);
      expect(container.querySelector('form')).not.toHaveAttribute('novalidate');
      // Out of the accessibility tree and the tab order.
      const honeypot = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
      expect(honeypot).toHaveAttribute('tabindex', '-1');
      expect(honeypot).toHaveAttribute('autocomplete', 'off');
      expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    });
  });

  it('announces what happened in a live region there before anything happens; the browser submits nothing', () => {
    const openUrl = vi.fn();
    renderWithProviders(<DemoRequestForm variant="training" delivery={{ endpoint: null, openUrl }} />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // No reload, no navigation: the form's own delivery instead.
    const form = screen.getByRole('button', { name: demo('submit') }).closest('form')!;
    expect(fireEvent.submit(form)).toBe(false);
    expect(openUrl).toHaveBeenCalledTimes(1);
  });
});
