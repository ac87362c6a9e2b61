import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zIndex } from '../../theme/tokens';
import { Button } from '../Button/Button';
import { TOOLTIP_MAX_HEIGHT, Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('is at most 300 px high (spec)', () => {
    expect(TOOLTIP_MAX_HEIGHT).toBe(300);
  });

  it('shows on keyboard focus, describes its trigger, sits on the tooltip layer and closes on Escape', async () => {
    render(
      <Tooltip content="Cannot be changed: contact your customer-success manager">
        <Button>Main currency</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Cannot be changed: contact your customer-success manager');
    const trigger = screen.getByRole('button', { name: 'Main currency' });
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.style.zIndex).toBe(String(zIndex.tooltip));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    render(
      <Tooltip content="Added on 2026-03-01" delay={50}>
        <Button>Status</Button>
      </Tooltip>,
    );
    // A pointer user: react-aria shows tooltips on hover only in pointer modality (a previous
    // test's Tab left it at keyboard).
    await userEvent.click(document.body);
    await userEvent.hover(screen.getByRole('button', { name: 'Status' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Added on 2026-03-01');
    await userEvent.unhover(screen.getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('stays closed when disabled', async () => {
    render(
      <Tooltip content="Hidden" isDisabled>
        <Button>Status</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Status' })).toBe(document.activeElement);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
