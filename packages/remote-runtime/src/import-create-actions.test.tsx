import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ImportCreateActions } from './import-create-actions';

afterEach(cleanup);

describe('ImportCreateActions', () => {
  it('shows Import then Create, each running its own action', () => {
    const onImport = vi.fn();
    const onCreate = vi.fn();
    render(
      <ImportCreateActions
        importLabel="Import"
        onImport={onImport}
        createLabel="Create a team"
        onCreate={onCreate}
      />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Import', 'Create a team']);
    fireEvent.click(buttons[0]!);
    expect(onImport).toHaveBeenCalledOnce();
    expect(onCreate).not.toHaveBeenCalled();
    fireEvent.click(buttons[1]!);
    expect(onCreate).toHaveBeenCalledOnce();
  });
});
