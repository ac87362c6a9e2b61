import { catalogueOfFiles, type LazyCatalogue } from '@accrue/remote-runtime';
import type { ForecastingMessageId } from './forecasting/en';

/**
 * The labels of a plan's forecasting (the hub's Customization tab, the rule designer's forecast
 * mode and its link), one chunk per language that downloads with those pages (PageMessages): the
 * plan list and the other tabs do not carry them.
 */
export const forecastingMessages = catalogueOfFiles(
  (locale) => import(`./forecasting/${locale}.ts`),
) as LazyCatalogue<ForecastingMessageId>;
