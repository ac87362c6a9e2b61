import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('shows the title as the page heading, with breadcrumbs, back link and actions', () => {
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
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/plans/4');
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(trail.textContent).toContain('Sales 2026');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
