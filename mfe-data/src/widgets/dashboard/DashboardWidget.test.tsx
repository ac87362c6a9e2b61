import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import remote from '../../remote';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('dashboard widget', () => {
  it('mounts into any element with its dashboard id, in English by default', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const widget = remote.widgets.dashboard(host, { dashboardId: '7' });
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Commission dashboard'));
    expect(host.querySelector('[data-dashboard-id="7"]')).not.toBeNull();
    widget.unmount();
    expect(host.innerHTML).toBe('');
  });
});
