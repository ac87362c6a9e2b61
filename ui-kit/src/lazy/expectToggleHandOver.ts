import { act, fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, type Mock } from 'vitest';

/**
 * What a switch or a checkbox first rendered as a ToggleStandIn does, checked the same way for both:
 * it toggles before react-aria's component is there; the focus and a press keep the stand-in; a
 * key pressed on it hands over to react-aria's, with the focus and the state.
 */
export async function expectToggleHandOver(input: () => HTMLInputElement, onChange: Mock) {
  const standIn = input();
  act(() => standIn.focus());
  fireEvent.click(standIn);
  expect(onChange).toHaveBeenLastCalledWith(true);
  expect(standIn.checked).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(input()).toBe(standIn);
  fireEvent.keyDown(standIn, { key: 'Shift' });
  await waitFor(() => expect(input().closest('label')?.dataset.rac).toBeDefined());
  const real = input();
  expect(real).not.toBe(standIn);
  expect(document.activeElement).toBe(real);
  expect(real.checked).toBe(true);
  await userEvent.keyboard(' ');
  expect(onChange).toHaveBeenLastCalledWith(false);
  expect(real.checked).toBe(false);
}
