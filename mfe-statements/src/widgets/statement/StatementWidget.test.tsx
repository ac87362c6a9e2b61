import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import remote from '../../remote';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('statement widget', () => {
  it('mounts into any element, in the requested language, and unmounts cleanly', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const widget = remote.widgets.statement(host, { statementId: '42', locale: 'de', colorScheme: 'dark' });
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Provisionsabrechnung'));
    expect(host.querySelector('[data-statement-id="42"]')).not.toBeNull();
    widget.unmount();
    expect(host.innerHTML).toBe('');
  });
});
