import { DataTypes, type Model, type ModelAttributes, type ModelStatic, type Sequelize } from 'sequelize';

/**
 * A table as the code sees it: its name, its columns and the type of the rows a raw query answers
 * (`Row`, e.g. booleans as 0/1 on one dialect). Each module declares its own tables in its
 * `tables.ts`; the migrations create them (never `sync()`). Only the tenancy layer turns a table
 * into a sequelize model (`modelOf`), so every query of a company-owned table is tenant-scoped.
 */
export interface Table<Row> {
  readonly name: string;
  readonly attributes: ModelAttributes;
  /** Company-owned tables are read and written only through a `Tenant` (tenancy.ts). */
  readonly companyOwned: boolean;
  /** Never set: carries the row type, so queries on the table answer typed rows. */
  readonly row?: Row;
}

export interface CompanyTable<Row extends { companyId: number }> extends Table<Row> {
  readonly companyOwned: true;
}

/** A table that belongs to no company (companies themselves, sessions, the changelog…). */
export interface PlatformTable<Row> extends Table<Row> {
  readonly companyOwned: false;
}

export function companyTable<Row extends { companyId: number }>(
  name: string,
  attributes: ModelAttributes,
): CompanyTable<Row> {
  return { name, attributes, companyOwned: true };
}

export function platformTable<Row>(name: string, attributes: ModelAttributes): PlatformTable<Row> {
  return { name, attributes, companyOwned: false };
}

/** Column definitions the tables share (the migrations hold the real types and constraints). */
export const column = {
  id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
  companyId: { type: DataTypes.INTEGER, allowNull: false },
  date: { type: DataTypes.DATE(3) },
  text: { type: DataTypes.TEXT },
  string: { type: DataTypes.STRING },
  integer: { type: DataTypes.INTEGER },
  boolean: { type: DataTypes.BOOLEAN },
  dateOnly: { type: DataTypes.DATEONLY },
} as const;

/** A DATETIME as either dialect answers it (mysql2 answers strings in UTC with dateStrings). */
export type DbDate = Date | string;
/** A BOOLEAN as either dialect answers it. */
export type DbBoolean = boolean | number;

const cache = new WeakMap<Sequelize, Map<string, ModelStatic<Model>>>();

/** The sequelize model of a table (defined once per connection). For tenancy.ts only. */
export function modelOf(sequelize: Sequelize, table: Table<unknown>): ModelStatic<Model> {
  const models = cache.get(sequelize) ?? new Map<string, ModelStatic<Model>>();
  cache.set(sequelize, models);
  const known = models.get(table.name);
  if (known) return known;
  const model = sequelize.define(
    table.name,
    // Each attribute gets its own definition object: sequelize writes into them.
    Object.fromEntries(
      Object.entries(table.attributes).map(([key, value]) => [key, { ...(value as object) }]),
    ) as ModelAttributes,
    { tableName: table.name, timestamps: false, freezeTableName: true },
  );
  models.set(table.name, model);
  return model;
}
