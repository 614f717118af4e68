import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { belowTheFold, PageShell, type SectionProps } from '@/components/PageShell';
import { copy, renderWithProviders } from '../render';

type OwnProps = { label: string };

const Hero = ({ label, onRequestDemo }: OwnProps & SectionProps) => (
  <button type="button" onClick={onRequestDemo}>{`hero ${label}`}</button>
);

/** A page's sections below the fold that count how often they render. */
function setup() {
  const rendered = vi.fn();
  function Sections({ label }: OwnProps & SectionProps) {
    rendered();
    return <h2>{`below ${label}`}</h2>;
  }
  const Below = belowTheFold(() => Promise.resolve({ default: Sections }));
  const page = (label: string) => <PageShell hero={Hero} below={Below} sectionProps={{ label }} />;
  return { rendered, page };
}

// Each page's head tags and the form its hero opens: tests/e2e/pages.spec.ts.
describe('PageShell', () => {
  it('keeps the sections below the fold as they are for a new props object with the same values', async () => {
    const { rendered, page } = setup();
    const { rerender } = renderWithProviders(page('one'), { route: '/general' });
    expect(await screen.findByRole('heading', { level: 2, name: 'below one' })).toBeInTheDocument();
    const renders = rendered.mock.calls.length;

    rerender(page('one'));
    expect(rendered).toHaveBeenCalledTimes(renders);

    rerender(page('two'));
    expect(screen.getByRole('button', { name: 'hero two' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'below two' })).toBeInTheDocument();
  });

  it('lays out a page of a hero alone without a place held below it', () => {
    const { container } = renderWithProviders(<PageShell hero={Hero} sectionProps={{ label: 'one' }} />, {
      route: '/privacy',
    });
    expect(container.children).toHaveLength(1);
    expect(container.firstElementChild).toBe(screen.getByRole('button', { name: 'hero one' }));
  });

  it('renders no dialog on a page whose row offers no demo form', async () => {
    renderWithProviders(setup().page('one'), { route: '/privacy' });
    expect(document.title).toBe(copy('privacy')('meta.title'));
    await userEvent.click(screen.getByRole('button', { name: 'hero one' }));
    // Whatever code the click asked for has come and rendered.
    await act(() => vi.dynamicImportSettled());
    expect(document.querySelector('dialog')).toBeNull();
  });
});
