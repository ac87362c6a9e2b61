import { useIntl } from 'react-intl';
import { Button } from '@accrue/ui-kit';
import { Tooltip } from '@accrue/ui-kit/overlays';
import { comparisonTone } from '@accrue/ui-kit/theme';
import type { ValueFormat } from '../statements/api';
import { formatted } from '../statements/model';
import { directionOf } from './model';
import type { ForecastSettings, RuleComparison } from './queries';
import * as styles from './ForecastComparison.css';

/** How long the pointer rests on a rule's comparison before its details show. */
const DETAILS_DELAY_MS = 300;

/** The colours of a forecast below and above the actual figure (the company's settings). */
export type ForecastTones = Pick<ForecastSettings, 'forecastBelowActualColor' | 'forecastAboveActualColor'>;

/** An amount of a rule in its format: money in `currency`, a percent, or a number. */
function amount(value: string | null, locale: string, format: ValueFormat, currency: string) {
  if (format === 'percent') return formatted(value, locale, undefined, true);
  return formatted(value, locale, format === 'number' ? undefined : currency);
}

/**
 * Forecast − actual, signed ("+€200", "-€150"), in the company's colour for a forecast below or
 * above the actual figure; an em dash when it is unknown.
 */
export function Difference({
  value,
  currency,
  format = 'currency',
  tones,
}: {
  value: string | null;
  currency: string;
  format?: ValueFormat;
  tones: ForecastTones;
}) {
  const intl = useIntl();
  const direction = directionOf(value);
  const color =
    direction === 'below'
      ? tones.forecastBelowActualColor
      : direction === 'above'
        ? tones.forecastAboveActualColor
        : null;
  return (
    <span
      className={`${styles.difference} ${color ? comparisonTone[color] : ''}`}
      data-direction={direction}
      data-tone={color ?? undefined}
    >
      {direction === 'above' ? '+' : ''}
      {amount(value, intl.locale, format, currency)}
    </span>
  );
}

/**
 * A rule's comparison with the actual figure (doc 2 "Forecast comparison"): when both are equal, a
 * mark whose tooltip says the forecast is the same as the actual; otherwise the difference, whose
 * hover card ("Forecast details") shows the actual, the forecast and the difference, with a note
 * when the rule's forecast formula differs from its actual one.
 */
export function RuleComparisonMark({
  comparison,
  label,
  format,
  currency,
  tones,
}: {
  comparison: RuleComparison;
  /** The rule's label. */
  label: string;
  format: ValueFormat;
  currency: string;
  tones: ForecastTones;
}) {
  const intl = useIntl();
  if (comparison.same)
    return (
      <Tooltip content={intl.formatMessage({ id: 'forecast.comparison.same' })} delay={DETAILS_DELAY_MS}>
        <Button
          variant="ghost"
          size="small"
          aria-label={intl.formatMessage({ id: 'forecast.comparison.sameOf' }, { rule: label })}
        >
          =
        </Button>
      </Tooltip>
    );
  const money = (value: string) => amount(value, intl.locale, format, currency);
  const signed = `${directionOf(comparison.difference) === 'above' ? '+' : ''}${money(comparison.difference)}`;
  return (
    <Tooltip
      delay={DETAILS_DELAY_MS}
      content={
        <div data-testid={`comparison-${comparison.rule}`}>
          <p className={styles.title}>{intl.formatMessage({ id: 'forecast.comparison.title' })}</p>
          <dl className={styles.details}>
            <dt>{intl.formatMessage({ id: 'forecast.comparison.actual' })}</dt>
            <dd style={{ margin: 0 }}>{money(comparison.actual)}</dd>
            <dt>{intl.formatMessage({ id: 'forecast.comparison.forecast' })}</dt>
            <dd style={{ margin: 0 }}>{money(comparison.forecast)}</dd>
            <dt>{intl.formatMessage({ id: 'forecast.comparison.difference' })}</dt>
            <dd style={{ margin: 0 }}>{signed}</dd>
          </dl>
          {comparison.formulaDiffers ? (
            <p className={styles.note}>{intl.formatMessage({ id: 'forecast.comparison.formulaDiffers' })}</p>
          ) : null}
        </div>
      }
    >
      <Button
        variant="ghost"
        size="small"
        aria-label={intl.formatMessage({ id: 'forecast.comparison.of' }, { rule: label, difference: signed })}
      >
        <Difference value={comparison.difference} format={format} currency={currency} tones={tones} />
      </Button>
    </Tooltip>
  );
}
