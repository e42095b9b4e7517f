// GET/PUT /api/admin/settings: the columns of public.shop_settings, as stored (snake_case, money in
// cents; src/contract/admin/settings.ts). PUT takes any subset of the editable columns; one update
// statement, after the rules that need the current row (company numbers, UK VAT).
import { SETTINGS_COLUMNS, type SettingsPatch, type ShopSettingsRow } from '../../contract/admin/settings.ts';
import { companyNumberDigits, formatEnterpriseNumber } from '../../domain/seller/belgian-company-number.ts';
import { getSql } from '../db/client.ts';
import { ukRegistrationProblem } from '../tax/vat-settings-fields.ts';
import { validationError } from '../http/admin-request.ts';

export async function getAdminSettings(): Promise<ShopSettingsRow> {
  const sql = getSql();
  const [row] = await sql<(Omit<ShopSettingsRow, 'updated_at'> & { updated_at: Date })[]>`
    select ${sql(SETTINGS_COLUMNS)}, updated_at from public.shop_settings where id`;
  if (!row) throw new Error('public.shop_settings has no row: run the migrations');
  return { ...row, updated_at: new Date(row.updated_at).toISOString() };
}

/**
 * A Belgian VAT number is BE + the enterprise number's ten digits: a VAT number alone gives the
 * enterprise number, and the two must agree (a mismatch is a typo in one of them).
 */
function reconcileCompanyNumbers(patch: SettingsPatch, current: ShopSettingsRow): void {
  const enterprise = patch.enterprise_number ?? current.enterprise_number;
  const vat = patch.vat_number ?? current.vat_number;
  if (vat === '') return;
  if (enterprise === '') {
    patch.enterprise_number = formatEnterpriseNumber(companyNumberDigits(vat));
    return;
  }
  if (companyNumberDigits(enterprise) === companyNumberDigits(vat)) return;
  if (patch.vat_number !== undefined) {
    throw validationError({
      vat_number: ["Numéro de TVA : il doit reprendre le numéro d'entreprise (BE suivi de ses 10 chiffres)."],
    });
  }
  throw validationError({
    enterprise_number: ["Numéro d'entreprise : il doit reprendre les 10 chiffres du numéro de TVA."],
  });
}

/** The rules across fields and the stored row; the patch may gain the enterprise number its VAT number gives. */
function checkAgainst(patch: SettingsPatch, current: ShopSettingsRow): void {
  reconcileCompanyNumbers(patch, current);
  const ukProblem = ukRegistrationProblem(patch, current);
  if (ukProblem) throw validationError({ uk_vat_number: [ukProblem] });
}

export async function updateAdminSettings(patch: SettingsPatch): Promise<ShopSettingsRow> {
  if (Object.values(patch).every((value) => value === undefined)) return getAdminSettings();
  checkAgainst(patch, await getAdminSettings());
  // the patch's keys are the strict schema's columns, never names the request made up
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | boolean | null
  >;
  const sql = getSql();
  await sql`update public.shop_settings set ${sql(changes)}, updated_at = now() where id`;
  return getAdminSettings();
}
