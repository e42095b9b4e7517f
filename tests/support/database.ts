// Database state for handler tests: empty everything, or load the demo catalog of the first start.
import { getSql } from '../../src/server/db/client.ts';
import { getImageStorage } from '../../src/server/services/storage/index.ts';
import { seedShop } from '../../src/seed/seed-shop.ts';

export async function resetDatabase(): Promise<void> {
  const sql = getSql();
  const tables = await sql.unsafe<{ name: string }[]>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname in ('public', 'local_auth')`,
  );
  await sql.unsafe(`truncate ${tables.map((t) => t.name).join(', ')} restart identity cascade`);
  await sql.unsafe('insert into public.shop_settings (id) values (true)');
}

export async function seedDemo(): Promise<void> {
  await seedShop(getSql(), getImageStorage());
}
