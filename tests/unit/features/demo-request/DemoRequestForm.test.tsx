import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DemoRequestForm } from '@/features/demo-request/DemoRequestForm';
import { renderWithProviders } from '../../render';

const FIELDS = {
  training: {
    en: ['Full name', 'Email', 'Laboratory / company', 'Current training challenges'],
    sl: ['Ime in priimek', 'E-pošta', 'Laboratorij/podjetje', 'Trenutni izzivi pri usposabljanju'],
  },
  general: {
    en: ['Full name', 'Email', 'Company', 'Message'],
    sl: ['Ime in priimek', 'E-pošta', 'Podjetje', 'Sporočilo'],
  },
} as const;

describe('DemoRequestForm', () => {
  describe.each(['training', 'general'] as const)('%s variant', (variant) => {
    it.each(['en', 'sl'] as const)(
      'labels its four fields in %s, with types and autocomplete hints',
      (language) => {
        renderWithProviders(<DemoRequestForm variant={variant} />, { language });
        const [name, email, organization, message] = FIELDS[variant][language];
        expect(screen.getByLabelText(name)).toHaveAttribute('type', 'text');
        expect(screen.getByLabelText(name)).toHaveAttribute('autocomplete', 'name');
        expect(screen.getByLabelText(email)).toHaveAttribute('type', 'email');
        expect(screen.getByLabelText(email)).toHaveAttribute('autocomplete', 'email');
        expect(screen.getByLabelText(organization)).toHaveAttribute('type', 'text');
        expect(screen.getByLabelText(organization)).toHaveAttribute('autocomplete', 'organization');
        expect(screen.getByLabelText(new RegExp(`^${message}`)).tagName).toBe('TEXTAREA');
      },
    );

    it('sets no required flags, no length limits and no values of its own', () => {
      const { container } = renderWithProviders(<DemoRequestForm variant={variant} />);
      const fields = container.querySelectorAll('input, textarea');
      expect(fields).toHaveLength(4);
      for (const field of fields) {
        expect(field).not.toHaveAttribute('required');
        expect(field).not.toHaveAttribute('maxlength');
        expect(field).not.toHaveAttribute('minlength');
        expect(field).not.toHaveAttribute('pattern');
        expect(field).not.toHaveAttribute('value');
      }
    });
  });

  it('marks the last field optional', () => {
    renderWithProviders(<DemoRequestForm variant="training" />, { language: 'sl' });
    expect(screen.getByLabelText('Trenutni izzivi pri usposabljanju neobvezno').tagName).toBe('TEXTAREA');
  });

  it('sends what was typed through delivery, keeps the browser from submitting and says what happened', async () => {
    const openUrl = vi.fn();
    renderWithProviders(
      <DemoRequestForm
        variant="general"
        deliveryDeps={{ endpoint: null, openUrl, contactEmail: 'demo@lab.test' }}
      />,
    );
    await userEvent.type(screen.getByLabelText('Full name'), 'Ana Novak');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@lab.si');
    await userEvent.type(screen.getByLabelText('Company'), 'Lek');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Pilot in Q3');
    const notCancelled = fireEvent.submit(
      screen.getByRole('button', { name: 'Send request' }).closest('form')!,
    );
    expect(notCancelled).toBe(false);
    expect(openUrl).toHaveBeenCalledTimes(1);
    const href: string = openUrl.mock.calls[0]![0];
    expect(href.startsWith('mailto:demo@lab.test?')).toBe(true);
    const body = new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('body')!;
    for (const typed of ['Ana Novak', 'ana@lab.si', 'Lek', 'Pilot in Q3']) expect(body).toContain(typed);
    expect(await screen.findByRole('status')).toHaveTextContent('demo@lab.test');
    // Nothing typed is lost.
    expect(screen.getByLabelText('Full name')).toHaveValue('Ana Novak');
  });

  it('posts to a configured endpoint and keeps the input when that fails', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
    renderWithProviders(
      <DemoRequestForm
        variant="training"
        deliveryDeps={{ endpoint: 'https://forms.test/f/1', fetch, logger: { warn: vi.fn() } }}
      />,
    );
    await userEvent.type(screen.getByLabelText('Full name'), 'Ana Novak');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(
      JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)),
    ).toMatchObject({
      variant: 'training',
      name: 'Ana Novak',
    });
    expect(screen.getByLabelText('Full name')).toHaveValue('Ana Novak');
  });

  it('prevents the default even without a handler', () => {
    const { container } = renderWithProviders(
      <DemoRequestForm variant="training" deliveryDeps={{ endpoint: null, openUrl: vi.fn() }} />,
    );
    expect(fireEvent.submit(container.querySelector('form')!)).toBe(false);
  });
});
