// Marking an order shipped in the back-office asks for the carrier and tracking number: journeys that
// are about something else skip it, as an owner without a number would.
import type { Page } from '@playwright/test';
import type { Language } from '../../src/domain/vocabulary/language.ts';
import { messages } from '../../src/i18n/messages/index.ts';

export async function skipTracking(page: Page, lang: Language): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: messages[lang].admin.shipments.skip }).click();
}
