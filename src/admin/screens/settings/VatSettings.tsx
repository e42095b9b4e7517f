// Settings -> VAT by delivery country: the rules (registered for the OSS, the United Kingdom, how
// prices follow the rate) and the rate table by country with its valid-from dates.
import { useTranslation } from 'react-i18next';
import { Panel } from '../../components/Panel.tsx';
import { VatRates } from './VatRates.tsx';
import { VatRules } from './VatRules.tsx';

export function VatSettings() {
  const { t } = useTranslation();
  return (
    <Panel id="vat-title" title={t('vat.legend')} hint={t('vat.hint')}>
      <VatRules />
      <VatRates />
    </Panel>
  );
}
