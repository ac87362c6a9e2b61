import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('sizes itself, a number meaning pixels, and a circle as tall as it is wide', () => {
    const { container } = render(
      <>
        <Skeleton width={120} height={16} />
        <Skeleton shape="circle" width={40} />
      </>,
    );
    const [bar, circle] = Array.from(container.querySelectorAll<HTMLElement>('[data-skeleton]'));
    expect([bar!.style.width, bar!.style.height]).toEqual(['120px', '16px']);
    expect([circle!.dataset.skeleton, circle!.style.width, circle!.style.height]).toEqual([
      'circle',
      '40px',
      '40px',
    ]);
  });
});
