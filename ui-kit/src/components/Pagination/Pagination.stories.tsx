import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

function Demo(props: Omit<PaginationProps, 'page' | 'pageSize'> & { initialPage?: number }) {
  const [page, setPage] = useState(props.initialPage ?? 0);
  const [pageSize, setPageSize] = useState(10);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(0);
      }}
    />
  );
}

const meta = {
  title: 'Data/Pagination',
  component: Demo,
  args: { totalItems: 95, onPageChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 - 10 of 95')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    await expect(canvas.getByText('11 - 20 of 95')).toBeVisible();
  },
};

export const PageNumberErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Page' });
    await userEvent.clear(input);
    await userEvent.type(input, '1.5{Enter}');
    await expect(canvas.getByText('The page number must be an integer.')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    await expect(canvas.getByText('The page number must be greater than 0.')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '12{Enter}');
    await expect(
      canvas.getByText('The page number cannot be greater than the total number of pages.'),
    ).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '10{Enter}');
    await expect(canvas.getByText('91 - 95 of 95')).toBeVisible();
  },
};

export const RowsPerPage: Story = {
  args: { initialPage: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    await userEvent.click(await screen.findByRole('option', { name: '50' }));
    await expect(canvas.getByText('1 - 50 of 95')).toBeVisible();
  },
};

export const SinglePage: Story = {
  args: { totalItems: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Page' })).toBeDisabled();
  },
};
export const Empty: Story = { args: { totalItems: 0 } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Dark: Story = { globals: { colorScheme: 'dark' } };
export const French: Story = {
  globals: { locale: 'fr' },
  args: { totalItems: 12345 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lignes par page')).toBeVisible();
    await expect(canvas.getByText(/1 - 10 sur 12\s345/)).toBeVisible();
  },
};
export const German: Story = {
  globals: { locale: 'de' },
  args: { totalItems: 12345 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 - 10 von 12.345')).toBeVisible();
  },
};
