import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AccrueProvider } from '../providers/AccrueProvider';
import { Modal, TextField } from './components';

describe('lazily loaded kit components', () => {
  it('render once their code has loaded, with their props', async () => {
    render(
      <AccrueProvider locale="en">
        <TextField label="Company name" defaultValue="Acme" />
        <Modal isOpen onOpenChange={() => {}} title="Mark all as read?">
          All notifications will be marked as read.
        </Modal>
      </AccrueProvider>,
    );
    expect(
      (
        (await screen.findByRole(
          'textbox',
          { name: 'Company name' },
          { timeout: 10_000 },
        )) as HTMLInputElement
      ).value,
    ).toBe('Acme');
    expect(
      await screen.findByRole('dialog', { name: 'Mark all as read?' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
