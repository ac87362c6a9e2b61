import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { Button } from '../Button/Button';
import { CARD_WIDTH, Card } from './Card';

describe('Card', () => {
  it('is an article named by its title, with its content and actions', () => {
    render(
      <AccrueProvider locale="en">
        <Card title="Sales 2026" description="Plan" actions={<Button>Open</Button>}>
          12 assignees
        </Card>
      </AccrueProvider>,
    );
    const card = screen.getByRole('article', { name: 'Sales 2026' });
    expect(screen.getByRole('heading', { level: 3, name: 'Sales 2026' })).toBeTruthy();
    expect(card.textContent).toContain('12 assignees');
    expect(card.textContent).toContain('Plan');
    expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
    expect(CARD_WIDTH).toBe(316);
  });

  it('replaces its content by placeholders while loading and says it is busy', () => {
    render(
      <AccrueProvider locale="it">
        <Card title="Sales 2026" isLoading actions={<Button>Open</Button>}>
          12 assignees
        </Card>
      </AccrueProvider>,
    );
    const card = screen.getByRole('article', { name: 'Sales 2026' });
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(card.textContent).not.toContain('12 assignees');
    expect(card.textContent).toContain('Caricamento…');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is named by aria-label without a title and marks selection', () => {
    render(
      <AccrueProvider locale="en">
        <Card aria-label="Quota" isSelected>
          100
        </Card>
      </AccrueProvider>,
    );
    expect(screen.getByRole('article', { name: 'Quota' }).hasAttribute('data-selected')).toBe(true);
  });
});
