import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { AvatarStack } from './AvatarStack';

const users = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i, name: `User ${i + 1}` }));

function renderStack(count: number, locale: 'en' | 'fr' = 'en', max?: number) {
  return render(
    <AccrueProvider locale={locale}>
      <AvatarStack users={users(count)} max={max} />
    </AccrueProvider>,
  );
}

describe('AvatarStack', () => {
  it('shows 3 users by default, then +N for the others', () => {
    renderStack(8);
    const group = screen.getByRole('group', { name: '8 users' });
    const images = within(group).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('aria-label'))).toEqual([
      'User 1',
      'User 2',
      'User 3',
      '5 more users',
    ]);
    expect(images[3]!.textContent).toBe('+5');
  });

  it('shows no +N chip up to the limit', () => {
    renderStack(3);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.queryByText(/^\+/)).toBeNull();
  });

  it('takes another limit, and says +1 in the singular', () => {
    renderStack(3, 'en', 2);
    expect(screen.getByRole('img', { name: '1 more user' }).textContent).toBe('+1');
  });

  it('translates its labels', () => {
    renderStack(5, 'fr');
    expect(screen.getByRole('group', { name: '5 utilisateurs' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '2 autres utilisateurs' }).textContent).toBe('+2');
  });
});
