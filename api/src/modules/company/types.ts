import type { ApiKeyScope } from '../../platform/http/authorize.js';
import type { COLORS } from '../../platform/reference.js';

export type { ApiKeyScope };

export type CompanyStatus = 'ACTIVE' | 'INACTIVE';
export type StatementFrequency = 'month' | 'quarter';
export type Color = (typeof COLORS)[number];

export interface CompanyCustomization {
  holdAndReleasePaymentDateLabel: string | null;
  holdAndReleaseForecastPaymentDateLabel: string | null;
  totalCommissionLabel: string | null;
  reportsPrecision: number;
  forecastShowComparison: boolean;
  forecastBelowActualColor: Color;
  forecastAboveActualColor: Color;
  planAgreementsSharedWithManagers: boolean;
  defaultPeriod: 'current' | 'previous';
  /** The month the fiscal year starts in (1-12): what year-to-date formulas follow. */
  fiscalYearStartMonth: number;
}

export interface Company {
  id: number;
  name: string;
  slug: string;
  status: CompanyStatus;
  featureFlags: Record<string, boolean>;
  statementFrequency: StatementFrequency;
  currency: string;
  symbols: string[];
  integrationsStatus: { slack: { status: string } };
  customization: CompanyCustomization;
  /** The origins (https, or http on localhost) allowed to embed the product in a frame and call it. */
  embedOrigins: string[];
  /** Changes with every write; sent as the ETag, expected back in `If-Match`. */
  version: number;
}

export interface ApiKey {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  createdById: number | null;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

/** Default customization (doc 1 §9). */
export const DEFAULT_CUSTOMIZATION: CompanyCustomization = {
  holdAndReleasePaymentDateLabel: null,
  holdAndReleaseForecastPaymentDateLabel: null,
  totalCommissionLabel: null,
  reportsPrecision: 2,
  forecastShowComparison: true,
  forecastBelowActualColor: 'GREEN',
  forecastAboveActualColor: 'RED',
  planAgreementsSharedWithManagers: false,
  defaultPeriod: 'current',
  fiscalYearStartMonth: 1,
};
