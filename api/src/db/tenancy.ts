import type { Transaction, WhereOptions } from 'sequelize';
import type { Database } from './database.js';
import { modelsOf, type CompanyTable, type Row } from './models.js';

export interface FindOptions {
  where?: WhereOptions;
  order?: [string, 'ASC' | 'DESC'][];
  limit?: number;
  offset?: number;
  transaction?: Transaction;
}

/**
 * The one tenancy layer: every read and write of a company-owned table goes through a `Tenant`,
 * built from the authenticated request's company (see `http/auth.ts`), which adds `companyId` to
 * every filter and every inserted row. A caller cannot widen it: a `companyId` in its own filter is
 * overwritten. Rows come back as plain objects.
 */
export class Tenant {
  constructor(
    readonly db: Database,
    readonly companyId: number,
  ) {}

  private model(table: CompanyTable) {
    return modelsOf(this.db.sequelize)[table];
  }

  private scoped(where: WhereOptions | undefined): WhereOptions {
    return { ...(where as object | undefined), companyId: this.companyId } as WhereOptions;
  }

  async findAll(table: CompanyTable, options: FindOptions = {}): Promise<Row[]> {
    return (await this.model(table).findAll({
      ...options,
      where: this.scoped(options.where),
      raw: true,
    })) as unknown as Row[];
  }

  async findOne(table: CompanyTable, where: WhereOptions, transaction?: Transaction): Promise<Row | null> {
    return (await this.model(table).findOne({
      where: this.scoped(where),
      raw: true,
      transaction,
    })) as unknown as Row | null;
  }

  async findById(table: CompanyTable, id: number, transaction?: Transaction): Promise<Row | null> {
    return this.findOne(table, { id }, transaction);
  }

  async count(table: CompanyTable, where?: WhereOptions): Promise<number> {
    return this.model(table).count({ where: this.scoped(where) });
  }

  async insert(table: CompanyTable, values: Row, transaction?: Transaction): Promise<number> {
    const created = await this.model(table).create({ ...values, companyId: this.companyId }, { transaction });
    return created.get('id') as number;
  }

  async update(
    table: CompanyTable,
    where: WhereOptions,
    values: Row,
    transaction?: Transaction,
  ): Promise<number> {
    const { companyId: _ignored, ...rest } = values;
    const [count] = await this.model(table).update(rest, { where: this.scoped(where), transaction });
    return count;
  }

  async destroy(table: CompanyTable, where: WhereOptions, transaction?: Transaction): Promise<number> {
    return this.model(table).destroy({ where: this.scoped(where), transaction });
  }

  /** The company row itself (the tenant root). */
  async company(transaction?: Transaction): Promise<Row | null> {
    return (await modelsOf(this.db.sequelize).companies.findOne({
      where: { id: this.companyId },
      raw: true,
      transaction,
    })) as unknown as Row | null;
  }

  async updateCompany(values: Row, transaction?: Transaction): Promise<void> {
    const { id: _id, ...rest } = values;
    await modelsOf(this.db.sequelize).companies.update(rest, { where: { id: this.companyId }, transaction });
  }

  transaction<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
    return this.db.sequelize.transaction(work);
  }
}
