import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('shows the title as the page heading, with breadcrumbs, back link and actions', async () => {
    render(
      <AccrueProvider locale="es">
        <PageHeader
          title="Rule designer"
          backHref="/plans/4"
          breadcrumbs={[{ label: 'Plans', href: '/plans' }, { label: 'Sales 2026' }]}
          actions={<Button>Save</Button>}
        />
      </AccrueProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rule designer');
    expect((await screen.findByRole('link', { name: 'Volver' })).getAttribute('href')).toBe('/plans/4');
    // react-aria fills the trail's list in a second pass after the lazy part arrives.
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Ruta de navegación' }).textContent).toContain(
        'Sales 2026',
      ),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('shows only the title when given nothing else', () => {
    const { container } = render(
      <AccrueProvider locale="en">
        <PageHeader title="Statements" />
      </AccrueProvider>,
    );
    expect(container.querySelector('header')!.textContent).toBe('Statements');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('offers a back button without breadcrumbs', async () => {
    const onBack = vi.fn();
    render(
      <AccrueProvider locale="en">
        <PageHeader title="Statement" onBack={onBack} />
      </AccrueProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
