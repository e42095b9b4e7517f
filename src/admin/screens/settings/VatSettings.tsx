// Settings -> VAT by delivery country: the rules (registered for the OSS, the United Kingdom, how
// prices follow the rate) and the rate table by country with its valid-from dates.
import { useTranslation } from 'react-i18next';
import { VatRates } from './VatRates.tsx';
import { VatRules } from './VatRules.tsx';

export function VatSettings() {
  const { t } = useTranslation();
  return (
    <section className="panel stack" aria-labelledby="vat-title">
      <h2 id="vat-title" className="section-title">
        {t('vat.legend')}
      </h2>
      <p className="hint">{t('vat.hint')}</p>
      <VatRules />
      <VatRates />
    </section>
  );
}
