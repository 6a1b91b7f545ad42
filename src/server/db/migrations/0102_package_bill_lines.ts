/**
 * Buying a prepaid package is revenue (issue 15): the purchase is a `package` line of the bill of its application,
 * group and package rule for the business month it was bought in, at the package's price. The bill keeps that sum
 * apart from the usage amount (package_fen), so total = usage + packages − credits.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table bills add column package_fen bigint not null default 0`.execute(db);
  await sql`alter table bill_lines drop constraint bill_lines_line_kind_check`.execute(db);
  await sql`alter table bill_lines add constraint bill_lines_line_kind_check check (line_kind in ('usage', 'credit', 'package'))`.execute(
    db,
  );
  await sql`alter table bill_lines add column package_order_id integer references package_orders(package_order_id) on delete cascade`.execute(
    db,
  );
  await sql`create index bill_lines_package_idx on bill_lines (package_order_id) where package_order_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from bill_lines where line_kind = 'package'`.execute(db);
  await sql`alter table bill_lines drop column if exists package_order_id`.execute(db);
  await sql`alter table bill_lines drop constraint bill_lines_line_kind_check`.execute(db);
  await sql`alter table bill_lines add constraint bill_lines_line_kind_check check (line_kind in ('usage', 'credit'))`.execute(
    db,
  );
  await sql`alter table bills drop column if exists package_fen`.execute(db);
}
