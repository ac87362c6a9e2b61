import { catalogueOfFiles, type LazyCatalogue } from '@accrue/remote-runtime';
import type { ForecastMessageId } from './forecasts/en';

/**
 * The labels of forecasts (the forecasts list, a forecast's page and its comparison with the
 * actual figures), one chunk per language that downloads with the forecast pages (PageMessages):
 * the other pages of this remote do not carry them.
 */
export const forecastMessages = catalogueOfFiles(
  (locale) => import(`./forecasts/${locale}.ts`),
) as LazyCatalogue<ForecastMessageId>;
