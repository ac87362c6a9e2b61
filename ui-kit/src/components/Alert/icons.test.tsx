import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CloseButton, ToneIcon, type Tone } from './icons';

describe('tone icons', () => {
  it('are decorative without a label and a named image with one', () => {
    const { container, rerender } = render(<ToneIcon tone="info" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<ToneIcon tone="info" label="Information" />);
    expect(screen.getByRole('img', { name: 'Information' })).toBeTruthy();
  });

  it('draw each tone differently, so colour is not the only cue', () => {
    const tones: Tone[] = ['info', 'warning', 'error', 'success'];
    const drawings = tones.map((tone) =>
      render(<ToneIcon tone={tone} />).container.innerHTML.replace(/data-tone-icon="\w+"/, ''),
    );
    expect(new Set(drawings).size).toBe(tones.length);
  });
});

describe('CloseButton', () => {
  it('is an icon-only button named by its label', async () => {
    const onPress = vi.fn();
    render(<CloseButton label="Dismiss notification" onPress={onPress} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onPress).toHaveBeenCalledOnce();
  });
});
