import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccrueProvider } from '../../providers/AccrueProvider';
import { SUPPORTED_LOCALES } from '../../i18n/messages';
import { Amount, type AmountProps } from './Amount';

const meta = {
  title: 'Format/Amount',
  component: Amount,
  args: { value: '1200.50', format: 'currency', currency: 'EUR' },
  argTypes: {
    format: { control: 'inline-radio', options: ['number', 'percent', 'currency'] },
    currencyDisplay: { control: 'inline-radio', options: ['symbol', 'narrowSymbol', 'code', 'name'] },
    empty: { control: 'inline-radio', options: ['noData', 'noValue', 'none', 'dash'] },
  },
} satisfies Meta<typeof Amount>;
export default meta;
type Story = StoryObj<typeof meta>;

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

export const Currency: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('€1,200.50')).toBeVisible();
  },
};

/** Whole amounts lose their decimals. */
export const WholeCurrency: Story = {
  args: { value: '1200.00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('€1,200')).toBeVisible();
  },
};

export const NumberValue: Story = {
  args: { value: '-1234.565', format: 'number', currency: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-1,234.57')).toBeVisible();
  },
};

/** Under 0.01 in absolute size shows 0. */
export const Tiny: Story = {
  args: { value: '0.005', format: 'number', currency: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0')).toBeVisible();
  },
};

export const PercentValue: Story = {
  args: { value: 0.12345, format: 'percent', currency: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12.35%')).toBeVisible();
  },
};

export const Missing: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('—')).toBeVisible();
  },
};

const samples: AmountProps[] = [
  { value: '1200.00', format: 'currency', currency: 'EUR' },
  { value: '-1234.565', format: 'currency', currency: 'EUR' },
  { value: '12345.5', format: 'currency', currency: 'USD' },
  { value: '1234567.891', format: 'number' },
  { value: '0.12345', format: 'percent' },
];

/** The same amounts in the six languages: grouping, decimal mark, symbol and its place. */
export const AllLocales: Story = {
  render: () => (
    <table style={{ borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'start' }}>Amounts by language</caption>
      <thead>
        <tr>
          <th scope="col">Language</th>
          {samples.map((sample) => (
            <th
              key={`${sample.value}${sample.currency ?? sample.format}`}
              scope="col"
              style={{ padding: '0 12px' }}
            >
              {String(sample.value)} {sample.currency ?? sample.format}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {SUPPORTED_LOCALES.map((locale) => (
          <tr key={locale} lang={locale} data-locale={locale}>
            <th scope="row">{locale}</th>
            {samples.map((sample) => (
              <td key={`${sample.value}${sample.currency ?? sample.format}`} style={{ padding: '0 12px' }}>
                <AccrueProvider locale={locale}>
                  <Amount {...sample} />
                </AccrueProvider>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const row = (locale: string) => canvasElement.querySelector(`[data-locale="${locale}"]`)!;
    const first = (locale: string) => plain(row(locale).querySelector('td')?.textContent);
    await expect(first('en')).toBe('€1,200');
    // The euro sign follows the amount in French, German, Spanish and Italian and leads in Portuguese.
    for (const locale of ['fr', 'de', 'es', 'it']) await expect(first(locale)).toMatch(/^1[ .]?200 €$/);
    await expect(first('pt')).toBe('€ 1.200');
    await expect(plain(row('de').textContent)).toContain('-1.234,57 €');
  },
};

export const Dark: Story = { ...AllLocales, globals: { colorScheme: 'dark' } };
