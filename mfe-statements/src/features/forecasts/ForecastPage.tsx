import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession, withPageMessages, type PageProps } from '@accrue/remote-runtime';
import { Alert, Button, Link, PageBody, PageHeader, Spinner } from '@accrue/ui-kit';
import { useSnackbar, withSnackbar } from '@accrue/ui-kit/snackbar';
import { forecastMessages } from '../../i18n/forecasts';
import { DatasetsSection } from '../statements/DatasetsSection';
import {
  EngineErrors,
  FiguresHeader,
  FiguresSummary,
  focusOf,
  idOf,
  KpisSection,
  loadFailure,
  RulesSection,
  type Focus,
} from '../statements/Figures';
import { formatted } from '../statements/model';
import { PaymentsSection } from '../statements/PaymentsSection';
import { useAwaitedCalculation, useStatementDetail } from '../statements/queries';
import { Fact } from '../statements/StatementValue';
import { Difference, RuleComparisonMark } from './ForecastComparison';
import { useForecast, useForecastSettings, useRecalculateForecast, type Forecast } from './queries';

/**
 * /forecasts/{id} and /forecasts/{id}/rule/{ruleId}/{action?}/{externalId?}, `id` the statement's
 * (doc 1 routes: the forecast detail shares the statement view; doc 2 §Forecasts): the statement's
 * forecast as the statement page shows its figures — the header (who, plan, period, the forecast
 * total, the actual total and their difference), the engine's errors, the KPIs, the rules by
 * category with their records, the payments and the records — without review, adjustments,
 * overwrites, comments or history. Each rule shows its comparison with the actual figure (doc 2
 * "Forecast comparison") when the company shows it, in the company's colours. Those who may
 * simulate forecasts recalculate this one; the page then reads it again until it changed.
 */
/** The page with the forecast labels, which download with it (i18n/forecasts.ts). */
export default withPageMessages(forecastMessages, ForecastLoader);

/** The statement first, for its forecast's id: a statement whose plan has no forecast says so. */
function ForecastLoader({ params }: PageProps) {
  const intl = useIntl();
  const id = idOf(params.id);
  const statement = useStatementDetail(id, null);

  const failure = loadFailure(intl, id, statement);
  if (failure) return failure;
  if (!statement.data) return <Spinner />;
  const forecastId = statement.data.forecastId ?? null;
  if (forecastId === null)
    return (
      <section style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <PageHeader title={intl.formatMessage({ id: 'page.forecast' })} />
        <PageBody>
          <Alert tone="info" title={intl.formatMessage({ id: 'forecast.none' })}>
            <Link href={`/statements/${statement.data.id}`}>
              {intl.formatMessage({ id: 'forecast.openStatement' })}
            </Link>
          </Alert>
        </PageBody>
      </section>
    );
  return <ForecastReader statementId={statement.data.id} forecastId={forecastId} focus={focusOf(params)} />;
}

function ForecastReader({
  statementId,
  forecastId,
  focus,
}: {
  statementId: number;
  forecastId: number;
  focus: Focus | null;
}) {
  const intl = useIntl();
  // The calculatedAt the forecast had when its recalculation was asked for.
  const [awaiting, setAwaiting] = useState<string | null>(null);
  const forecast = useForecast(statementId, forecastId, awaiting);

  const failure = loadFailure(intl, forecastId, forecast, 'forecast.notFound');
  if (failure) return failure;
  if (!forecast.data) return <Spinner />;
  return (
    <ForecastViewWithSnackbar
      statementId={statementId}
      forecast={forecast.data}
      focus={focus}
      awaiting={awaiting}
      onAwait={setAwaiting}
    />
  );
}

// The snackbars start with the loaded forecast: its actions are the ones that report through them.
const ForecastViewWithSnackbar = withSnackbar(ForecastView);

function ForecastView({
  statementId,
  forecast,
  focus,
  awaiting,
  onAwait,
}: {
  statementId: number;
  forecast: Forecast;
  focus: Focus | null;
  awaiting: string | null;
  onAwait: (calculatedAt: string | null) => void;
}) {
  const intl = useIntl();
  const session = useSession()!;
  const snackbar = useSnackbar();
  const settings = useForecastSettings();
  const money = (value: string | null) => formatted(value, intl.locale, forecast.currency);
  const base = `/forecasts/${statementId}`;
  const comparisons = useMemo(
    () => new Map(forecast.comparison.rules.map((comparison) => [comparison.rule, comparison])),
    [forecast.comparison.rules],
  );

  const recalculation = useRecalculateForecast();
  const onSettled = useCallback(
    (recalculated: boolean) =>
      snackbar.show({
        tone: recalculated ? 'success' : 'info',
        message: intl.formatMessage({
          id: recalculated ? 'forecast.recalculated' : 'forecast.recalculationSlow',
        }),
      }),
    [intl, snackbar],
  );
  const recalculating = useAwaitedCalculation(forecast, awaiting, onAwait, onSettled);
  const recalculate = () => {
    const calculatedAt = forecast.calculatedAt;
    recalculation.mutate(forecast, {
      onSuccess: () => onAwait(calculatedAt),
      onError: (error) =>
        snackbar.show({
          tone: 'error',
          message: intl.formatMessage({ id: 'forecast.recalculateFailed' }, { message: error.message }),
        }),
    });
  };

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <FiguresHeader
        figures={forecast}
        list="forecasts"
        base={base}
        focus={focus}
        actions={
          session.can('SIMULATE_FORECAST') ? (
            <Button
              variant="primary"
              isDisabled={recalculation.isPending || recalculating}
              onPress={recalculate}
            >
              {intl.formatMessage({ id: 'forecast.recalculate' })}
            </Button>
          ) : undefined
        }
      />
      <PageBody>
        <FiguresSummary figures={forecast}>
          <Fact label={intl.formatMessage({ id: 'forecasts.column.forecast' })} testId="forecast-total">
            {money(forecast.total)}
          </Fact>
          <Fact label={intl.formatMessage({ id: 'forecasts.column.actual' })} testId="forecast-actual">
            {money(forecast.actualTotal)}
          </Fact>
          {settings.forecastShowComparison ? (
            <Fact
              label={intl.formatMessage({ id: 'forecasts.column.difference' })}
              testId="forecast-difference"
            >
              <Difference
                value={forecast.comparison.total.difference}
                currency={forecast.currency}
                tones={settings}
              />
            </Fact>
          ) : null}
        </FiguresSummary>
        <p style={{ margin: 0, display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Link href={`/statements/${statementId}`}>
            {intl.formatMessage({ id: 'forecast.openStatement' })}
          </Link>
          {focus ? <Link href={base}>{intl.formatMessage({ id: 'forecast.wholeForecast' })}</Link> : null}
        </p>
        {recalculating ? (
          <Alert tone="info" title={intl.formatMessage({ id: 'forecast.recalculating' })} />
        ) : null}
        {forecast.incomplete ? (
          <Alert tone="warning" title={intl.formatMessage({ id: 'forecast.incomplete' })} />
        ) : null}

        <EngineErrors figures={forecast} base={base} />

        {!focus ? <KpisSection figures={forecast} /> : null}

        <RulesSection
          figures={forecast}
          base={base}
          focus={focus}
          ruleAside={
            settings.forecastShowComparison
              ? (rule) => {
                  const comparison = comparisons.get(rule.name);
                  return comparison ? (
                    <>
                      {' '}
                      <RuleComparisonMark
                        comparison={comparison}
                        label={rule.label}
                        format={rule.format}
                        currency={forecast.currency}
                        tones={settings}
                      />
                    </>
                  ) : null;
                }
              : undefined
          }
        />

        {!focus ? (
          <PaymentsSection
            statement={forecast}
            releaseLabel={settings.holdAndReleaseForecastPaymentDateLabel}
          />
        ) : null}
        {!focus ? (
          <DatasetsSection statement={forecast} statementId={statementId} forecasted onOverwrite={null} />
        ) : null}
      </PageBody>
    </section>
  );
}
