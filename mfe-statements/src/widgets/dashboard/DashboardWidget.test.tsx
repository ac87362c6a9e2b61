import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import remote from '../../remote';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('dashboard widget', () => {
  it('mounts into any element, in the requested language, and unmounts cleanly', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const widget = remote.widgets.dashboard(host, { locale: 'fr' });
    await waitFor(() =>
      expect(screen.getAllByRole('heading')[0]!.textContent).toBe('Tableau de bord des commissions'),
    );
    expect(host.querySelector('[data-testid="dashboard-widget"]')).not.toBeNull();
    widget.unmount();
    expect(host.innerHTML).toBe('');
  });
});
