import type { Customization } from './customization';

/** A company's customization for the tests: some labels renamed, the forecast colours the defaults. */
export const CUSTOMIZATION: Customization = {
  holdAndReleasePaymentDateLabel: 'Payable',
  holdAndReleaseForecastPaymentDateLabel: null,
  totalCommissionLabel: 'Total variable pay',
  reportsPrecision: 2,
  forecastShowComparison: true,
  forecastBelowActualColor: 'GREEN',
  forecastAboveActualColor: 'RED',
  planAgreementsSharedWithManagers: false,
  fiscalYearStartMonth: 1,
  defaultPeriod: 'current',
};
