import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zIndex } from '../../theme/tokens';
import { Button } from '../Button/Button';
import { POPOVER_MAX_HEIGHT, Popover } from './Popover';

describe('Popover', () => {
  it('is at most 300 px high (spec)', () => {
    expect(POPOVER_MAX_HEIGHT).toBe(300);
  });

  it('opens a dialog named by its title, on the popover layer, at most 300 px high', async () => {
    render(
      <Popover trigger={<Button>Identifiers</Button>} title="Edit identifiers">
        External id: 42
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Identifiers' });
    await userEvent.click(trigger);
    // The dialog's code loads on first use.
    const dialog = await screen.findByRole('dialog', { name: 'Edit identifiers' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(dialog.id);
    expect(dialog.textContent).toContain('External id: 42');
    const popover = dialog.parentElement!;
    expect(popover.style.zIndex).toBe(String(zIndex.popover));
    expect(parseFloat(popover.style.maxHeight)).toBeLessThanOrEqual(POPOVER_MAX_HEIGHT);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('hands its content a way to close it', async () => {
    render(
      <Popover trigger={<Button>Filters</Button>} aria-label="Filters">
        {(close) => <Button onPress={close}>Done</Button>}
      </Popover>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can be controlled by its owner', async () => {
    const { rerender } = render(
      <Popover trigger={<Button>Help</Button>} aria-label="Help" isOpen={false}>
        Tips
      </Popover>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <Popover trigger={<Button>Help</Button>} aria-label="Help" isOpen>
        Tips
      </Popover>,
    );
    expect(await screen.findByRole('dialog', { name: 'Help' })).toBeTruthy();
  });
});
