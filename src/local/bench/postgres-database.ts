// A fresh, migrated database on a real PostgreSQL server (CI's second pass, the bench), dropped when done.
import postgres from 'postgres';
import { migrateDatabaseAt } from '../../server/db/migrate-url.ts';

export async function createPostgresDatabase(
  adminUrl: string,
  label: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_${label}_${process.pid}_${Date.now()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin`create database ${admin(name)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await migrateDatabaseAt(url.toString());
  return {
    url: url.toString(),
    async drop() {
      await admin`drop database if exists ${admin(name)} with (force)`;
      await admin.end();
    },
  };
}
