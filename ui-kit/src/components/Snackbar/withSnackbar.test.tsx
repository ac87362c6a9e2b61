import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { Button } from '../Button/Button';
import { useSnackbar } from './Snackbar';
import { withSnackbar } from './withSnackbar';

function SavePage({ message }: { message: string }) {
  const snackbar = useSnackbar();
  return <Button onPress={() => snackbar.show({ tone: 'success', message })}>Save</Button>;
}

describe('withSnackbar', () => {
  it('renders the page with its props inside a provider its snackbars show from', async () => {
    const Page = withSnackbar(SavePage);
    render(
      <AccrueProvider locale="en">
        <Page message="Company updated!" />
      </AccrueProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(region.textContent).toContain('Company updated!');
  });

  it('names the wrapper after the page, for the developer tools', () => {
    expect(withSnackbar(SavePage).displayName).toBe('WithSnackbar(SavePage)');
  });
});
