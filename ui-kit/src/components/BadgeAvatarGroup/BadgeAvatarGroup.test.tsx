import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { BadgeAvatarGroup } from './BadgeAvatarGroup';

const users = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i, name: `User ${i + 1}` }));

describe('BadgeAvatarGroup', () => {
  it('shows up to 4 avatars, then +N', () => {
    const { container } = render(
      <AccrueProvider locale="en">
        <BadgeAvatarGroup users={users(6)} label="Sales EMEA" />
      </AccrueProvider>,
    );
    const group = screen.getByRole('group', { name: 'Sales EMEA, 6 users' });
    expect(container.querySelectorAll('[data-avatar]')).toHaveLength(4);
    expect(within(group).getByRole('img', { name: '2 more users' }).textContent).toBe('+2');
    expect(group.textContent).toContain('Sales EMEA');
  });

  it('never shows more than 4, even when asked to', () => {
    const { container } = render(
      <AccrueProvider locale="en">
        <BadgeAvatarGroup users={users(9)} max={10} />
      </AccrueProvider>,
    );
    expect(container.querySelectorAll('[data-avatar]')).toHaveLength(4);
    expect(screen.getByRole('img', { name: '5 more users' })).toBeTruthy();
  });

  it('has no count when everyone fits', () => {
    const { container } = render(
      <AccrueProvider locale="es">
        <BadgeAvatarGroup users={users(2)} />
      </AccrueProvider>,
    );
    expect(screen.getByRole('group', { name: '2 usuarios' })).toBeTruthy();
    expect(container.querySelectorAll('[data-avatar]')).toHaveLength(2);
    expect(container.querySelector('[data-more]')).toBeNull();
  });
});
