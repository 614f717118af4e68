import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company } from 'virtual:company';
import { describe, expect, it, vi } from 'vitest';
import { config, demoReplyWorkingDays } from '@/config';
import { FIELD_SPECS, fieldsOf, HONEYPOT_FIELD, labelOf } from '@/features/demo-request/contract';
import { DemoModal, DemoRequestForm } from '@/features/demo-request/DemoModal';
import { DEMO_REQUEST_RETENTION_MONTHS } from '@/features/demo-request/retention';
import { useDemoModal } from '@/features/demo-request/useDemoModal';
import { jsonResponse } from '../../doubles';
import { LANGUAGES } from '@/languages';
import { localizedPath } from '@/sitePages';
import { copy, Opener, opener, renderWithProviders } from '../../render';

const demo = copy('demo');

function Harness() {
  const demo = useDemoModal();
  return (
    <>
      <Opener onClick={demo.open} />
      <button type="button" onClick={() => demo.open('security')}>
        security
      </button>
      <DemoModal dialogRef={demo.dialogRef} variant="training" topic={demo.topic} onClose={demo.onClose} />
    </>
  );
}

/** The site's own endpoint answering every request with `response`. */
const endpointAnswers = (response: () => Response) => {
  const fetch = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

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
    fireEvent.mouseDown(screen.getByLabelText(demo('training.email')));
    fireEvent.click(dialog);
    expect(dialog).toHaveAttribute('open');
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(dialog).not.toHaveAttribute('open');
  });

  it("is headed about security and compliance when the security section's button opens it, and as usual from any other", async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'security' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName(demo('securityTitle'));
    await userEvent.click(screen.getByRole('button', { name: copy('common')('modal.close') }));
    await userEvent.click(opener());
    expect(screen.getByRole('dialog')).toHaveAccessibleName(demo('title'));
  });

  it.each(LANGUAGES)(
    'on 201 in %s, holds a confirmation instead of the form: focus on its heading, who replies from which address and by when, no submit control; it stays until a deliberate new start',
    async (language) => {
      const t = copy('demo', language);
      const fetch = endpointAnswers(() => jsonResponse({ id: 'x' }, 201));
      renderWithProviders(<Harness />, { language });
      const user = userEvent.setup();
      await user.click(opener());
      await user.type(screen.getByLabelText(t('training.email')), 'ana@lab.si');
      await user.click(screen.getByRole('button', { name: t('submit') }));
      const dialog = screen.getByRole('dialog');
      const heading = await within(dialog).findByRole('heading', {
        level: 3,
        name: t('delivery.sent.title'),
      });
      expect(heading).toHaveFocus();
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(dialog.querySelector('form, [type="submit"]')).toBeNull();
      const next = t('delivery.sent.next', { count: demoReplyWorkingDays, email: config.contactEmail });
      expect(dialog).toHaveTextContent(next.replace(/<\/?mail>/g, ''));
      expect(within(dialog).getByRole('link', { name: config.contactEmail })).toHaveAttribute(
        'href',
        `mailto:${config.contactEmail}`,
      );
      // Closed by its own button and opened again: still the confirmation, nothing to send by accident.
      await user.click(within(dialog).getByRole('button', { name: t('delivery.sent.close') }));
      expect(dialog).not.toHaveAttribute('open');
      await user.click(opener());
      expect(within(dialog).getByRole('heading', { name: t('delivery.sent.title') })).toBeInTheDocument();
      expect(dialog.querySelector('[type="submit"]')).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: t('delivery.sent.another') }));
      expect(screen.getByLabelText(t('training.email'))).toHaveValue('');
      expect(screen.getByLabelText(new RegExp(`^${t('training.name')}`))).toHaveFocus();
    },
  );
});

describe('DemoRequestForm', () => {
  describe.each(['training', 'general'] as const)('%s variant', (variant) => {
    it.each(LANGUAGES)(
      "shows its contract's fields in order under the variant's labels in %s, every one but the email marked optional",
      (language) => {
        const t = copy('demo', language);
        const { container } = renderWithProviders(<DemoRequestForm variant={variant} />, { language });
        const fields = fieldsOf(variant);
        expect(fields).toContain('email');
        const shown = [...container.querySelectorAll('form label[for]')].map((label) => label.textContent);
        expect(shown).toEqual(
          fields.map((field) => t(labelOf(field, variant)) + (field === 'email' ? '' : ` ${t('optional')}`)),
        );
        expect(t('optional')).toMatch(/^\(.+\)$/);
        for (const field of fields) {
          const input = screen.getByLabelText(new RegExp(`^${t(labelOf(field, variant))}`));
          const spec = FIELD_SPECS[field].input;
          if (spec === 'multiline') expect(input.tagName).toBe('TEXTAREA');
          else
            expect([input.getAttribute('type'), input.getAttribute('autocomplete')]).toEqual([
              spec.type,
              spec.autoComplete,
            ]);
        }
        expect(screen.getByText(t('lead'))).toBeInTheDocument();
      },
    );

    it.each(LANGUAGES)(
      'puts its privacy note above the submit button, naming the publisher, the purpose and the retention, linking to the notice in %s in a new tab',
      (language) => {
        const t = copy('demo', language);
        renderWithProviders(<DemoRequestForm variant={variant} />, { language });
        const note = t('privacy', { count: DEMO_REQUEST_RETENTION_MONTHS, company: company.name });
        const notice = screen.getByRole('link', { name: /<privacy>(.*)<\/privacy>/.exec(note)![1] });
        expect(notice).toHaveAttribute('href', localizedPath('/privacy', language));
        expect(notice).toHaveAttribute('target', '_blank');
        const paragraph = notice.closest('p')!;
        expect(paragraph).toHaveTextContent(note.replace(/<\/?privacy>/g, ''));
        expect(paragraph).toHaveTextContent(company.name);
        expect(paragraph).toHaveTextContent(String(DEMO_REQUEST_RETENTION_MONTHS));
        const submit = screen.getByRole('button', { name: t('submit') });
        expect(paragraph.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      },
    );

    it.each(LANGUAGES)(
      'on a refusal in %s, lists the refused fields above the fields, focused, each a link that moves focus to its field',
      async (language) => {
        const t = copy('demo', language);
        endpointAnswers(() =>
          jsonResponse({ errors: { email: 'required', company: 'tooLong', page: 'invalid' } }, 422),
        );
        const { container } = renderWithProviders(<DemoRequestForm variant="general" />, { language });
        const user = userEvent.setup();
        await user.click(screen.getByRole('button', { name: t('submit') }));
        const summary = await screen.findByRole('alert');
        expect(summary).toHaveFocus();
        expect(summary).toHaveTextContent(t('delivery.invalid.title'));
        const firstField = container.querySelector('form input, form textarea')!;
        expect(summary.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
        // In the fields' order; the page's own mistakes (`page`) are not the visitor's to fix.
        const links = within(summary).getAllByRole('link');
        expect(links.map((link) => link.textContent)).toEqual([
          `${t('general.email')}: ${t('errors.required')}`,
          `${t('general.company')}: ${t('errors.tooLong', { max: FIELD_SPECS.company.max })}`,
        ]);
        for (const [link, label] of [
          [links[0]!, t('general.email')],
          [links[1]!, `${t('general.company')} ${t('optional')}`],
        ] as const) {
          const field = screen.getByLabelText(label);
          expect(link).toHaveAttribute('href', `#${field.id}`);
          await user.click(link);
          expect(field).toHaveFocus();
        }
      },
    );

    it('sets no required flags, no length limits, no patterns and no values, and hides its honeypot from people', () => {
      const { container } = renderWithProviders(<DemoRequestForm variant={variant} />);
      const fields = container.querySelectorAll('input, textarea');
      // The variant's fields and the honeypot.
      expect(fields).toHaveLength(fieldsOf(variant).length + 1);
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
