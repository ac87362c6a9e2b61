/** A plan like the demo company's (api/src/demo-commissions.ts), for the designer's tests. */
export const DEMO_LIKE_PLAN = `# Account Executives, as the demo company has it.
version: 1
plan:
  id: demo-ae
  name: Account Executives 2026
  frequency: month
  categories: [Commissions, Overrides, Bonuses]
  rulesOrder: [commission, managerOverride, heldBonus, dealsClosed]
  highlightedKpis: [bookings, attainment]

models:
  deal:
    label: Deals
    key: id
    fields:
      id: { format: text, label: Deal id }
      accountId: { format: text, label: Account }
      ownerId: { format: text, label: Owner }
      amount: { format: currency, label: Amount }
      currency: { format: text, label: Currency }
      stage: { format: text, label: Stage }
      closeDate: { format: date, label: Close date }
      invoicePaidDate: { format: date, label: Invoice paid }
  account:
    key: id
    fields: { id: text, segment: { format: text, label: Segment } }

links:
  dealAccount: { from: deal, field: accountId, to: account }

filters:
  wonDeals:
    label: Won deals
    model: deal
    where: [{ field: stage, operator: IN, value: [won] }]
    period: closeDate
    user: ownerId
    sort: [{ field: closeDate, direction: ASC }]
    display: true
  teamDeals:
    label: Team deals
    model: deal
    where: [{ field: stage, operator: IN, value: [won] }]
    period: closeDate
    user: ownerId
    scope: team

quotas:
  monthlyQuota: { label: Monthly quota, type: user, frequency: month, format: currency }

rateTables:
  attainmentTiers:
    tiers:
      - { from: 0, to: 0.5, rate: 4% }
      - { from: 0.5, to: 1, rate: 7% }
      - { from: 1, rate: 10% }

fields:
  runningAttainment: { table: wonDeals, label: Running attainment, format: percent, formula: "RUNNING_SUM(amount) / monthlyQuota" }
  dealCommission: { table: wonDeals, label: Commission, format: currency, formula: "amount * STEP_RATE(attainmentTiers, runningAttainment)" }

variables:
  bookings: { label: Bookings, format: currency, formula: "SUM(wonDeals, amount)", display: true }
  attainment: { label: Attainment, format: percent, formula: "bookings / monthlyQuota", display: true }
  teamBookings: { label: Team bookings, format: currency, formula: "SUM(teamDeals, amount)" }

rules:
  commission:
    label: Commission
    type: LINE_PAYOUT
    category: Commissions
    table: wonDeals
    formula: dealCommission
    kpis: [bookings, attainment]
  managerOverride:
    label: Manager override
    type: PAYOUT
    category: Overrides
    formula: "IF(teamBookings >= 50000, teamBookings * 1.5%, 0)"
    kpis: [teamBookings]
  heldBonus:
    label: Bonus paid when the invoice is paid
    type: HOLD_AND_RELEASE
    category: Bonuses
    table: wonDeals
    formula: "amount * 1%"
    release: { when: "EXISTS(invoicePaidDate) AND invoicePaidDate <= PERIOD_END()" }
  dealsClosed:
    label: Deals closed
    type: NON_PAYOUT
    category: Commissions
    format: number
    formula: "COUNT(wonDeals)"
`;

/** The same plan forecasting, with forecast formulas of its own for a rule and a variable. */
export const FORECAST_PLAN = DEMO_LIKE_PLAN.replace(
  '  highlightedKpis: [bookings, attainment]\n',
  `  highlightedKpis: [bookings, attainment]
  forecasting:
    enabled: true
    formulas:
      heldBonus: "amount * 3%"
      bookings: "SUM(teamDeals, amount)"
`,
);
