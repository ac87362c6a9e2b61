import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Heading } from './Heading';

describe('Heading', () => {
  it('renders the requested level', () => {
    render(
      <>
        <Heading level={1}>Plans</Heading>
        <Heading level={3}>Rules</Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Plans');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Rules');
  });
});
