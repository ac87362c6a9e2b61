import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AccrueProvider } from '../providers/AccrueProvider';
import { Modal } from '../exports/overlays';
import { TextField } from '../exports/forms';

// Each component renders on its own: an open modal hides the rest of the page from the
// accessibility tree, so rendering both together would make the text box unfindable.
describe('lazily loaded kit components', () => {
  it('render a form control once its code has loaded, with its props', async () => {
    render(
      <AccrueProvider locale="en">
        <TextField label="Company name" defaultValue="Acme" />
      </AccrueProvider>,
    );
    const input = await screen.findByRole('textbox', { name: 'Company name' }, { timeout: 20_000 });
    expect((input as HTMLInputElement).value).toBe('Acme');
  });

  it('render an overlay once its code has loaded, with its props', async () => {
    render(
      <AccrueProvider locale="en">
        <Modal isOpen onOpenChange={() => {}} title="Mark all as read?">
          All notifications will be marked as read.
        </Modal>
      </AccrueProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark all as read?' }, { timeout: 20_000 });
    expect(dialog.textContent).toContain('All notifications will be marked as read.');
  });
});
