import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PageBody } from './PageBody';

describe('PageBody', () => {
  it('holds the page content', () => {
    render(
      <PageBody>
        <p>Sales 2026</p>
      </PageBody>,
    );
    expect(screen.getByText('Sales 2026')).toBeTruthy();
  });

  it('is a named region only when given a name', () => {
    const { rerender } = render(<PageBody>content</PageBody>);
    expect(screen.queryByRole('region')).toBeNull();
    rerender(<PageBody aria-label="Rules">content</PageBody>);
    expect(screen.getByRole('region', { name: 'Rules' })).toBeTruthy();
  });
});
