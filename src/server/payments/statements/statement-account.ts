// A statement pays orders only if it is the shop's own account: a statement of
// another account (say a private one, NL77 ABNA..., exported by mistake) would otherwise mark orders
// paid with money the shop never received. Every statement of the file must name the IBAN of the
// shop's settings; otherwise the import is refused (409 statement_account_mismatch, with both
// accounts for the owner's words) unless the owner confirmed it explicitly, which the import records.
import { compactBankCode as compactIban } from '../../../domain/payments/iban.ts';
import type { CamtStatementFile } from '../../../domain/payments/camt053.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';

/** The statement's account that is not the shop's, or null when every statement is the shop's. */
export function foreignAccount(
  file: CamtStatementFile,
  shopIban: string | null,
): { statementIban: string | null } | null {
  const shop = shopIban ? compactIban(shopIban) : null;
  const foreign = file.statements.find((s) => !shop || !s.accountIban || compactIban(s.accountIban) !== shop);
  return foreign ? { statementIban: foreign.accountIban } : null;
}

/**
 * Checks the file's accounts against the shop's IBAN, in the import's transaction. Returns who
 * confirmed a foreign account (null when the account is the shop's); throws the 409 when not confirmed.
 */
export async function checkStatementAccount(
  tx: Db,
  file: CamtStatementFile,
  confirmedBy: string | null,
): Promise<string | null> {
  const [settings] = await tx<{ bank_iban: string | null }[]>`select bank_iban from public.shop_settings limit 1`;
  const shopIban = settings?.bank_iban?.trim() || null;
  const foreign = foreignAccount(file, shopIban);
  if (!foreign) return null;
  if (confirmedBy) return confirmedBy;
  throw new HttpError(
    409,
    `The statement is for account ${foreign.statementIban ?? '(none)'}, not the shop's IBAN ${shopIban ?? '(not set)'}: confirm_account is required`,
    {
      code: 'statement_account_mismatch',
      details: { statement_iban: foreign.statementIban, shop_iban: shopIban ? compactIban(shopIban) : null },
    },
  );
}
