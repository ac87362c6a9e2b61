import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { AVATAR_DISPLAY_SIZE, Avatar } from './Avatar';

const PICTURE = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

describe('Avatar', () => {
  it('shows the initials, named by the full name, at the 64 px display size by default', () => {
    render(
      <AccrueProvider locale="en">
        <Avatar name="Ada Lovelace" />
      </AccrueProvider>,
    );
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar.textContent).toBe('AL');
    expect(AVATAR_DISPLAY_SIZE).toBe(64);
    expect(avatar.style.width).toBe('64px');
    expect(avatar.style.height).toBe('64px');
  });

  it('shows the picture, and falls back to the initials when it fails to load', () => {
    render(
      <AccrueProvider locale="en">
        <Avatar name="Grace Hopper" src={PICTURE} size={32} />
      </AccrueProvider>,
    );
    const avatar = screen.getByRole('img', { name: 'Grace Hopper' });
    const picture = avatar.querySelector('img')!;
    expect(picture.getAttribute('src')).toBe(PICTURE);
    expect(picture.getAttribute('alt')).toBe('');
    expect(avatar.style.width).toBe('32px');
    fireEvent.error(picture);
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar.textContent).toBe('GH');
  });

  it('names a user without a name in the current language', () => {
    render(
      <AccrueProvider locale="de">
        <Avatar name="  " />
      </AccrueProvider>,
    );
    expect(screen.getByRole('img', { name: 'Unbekannter Benutzer' }).textContent).toBe('?');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(
      <AccrueProvider locale="en">
        <Avatar name="Alan Turing" isDecorative />
      </AccrueProvider>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[data-avatar]')!.getAttribute('aria-hidden')).toBe('true');
  });
});
