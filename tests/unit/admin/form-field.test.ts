// The back office's one labelled-field component: label, control, hint and error tied together the
// same way on every form (the error first in aria-describedby, then the hint; aria-invalid only with
// an error), and a refusal's own error id kept where the server names it.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormField, TextField } from '../../../src/admin/components/FormField.tsx';
import { Options } from '../../../src/admin/components/Options.tsx';

const input = (control: object) => createElement('input', control);

describe('FormField', () => {
  it('ties the label, the error and the hint to the control', () => {
    const html = renderToStaticMarkup(
      createElement(FormField, { id: 'zone-name', label: 'Nom', hint: 'Visible', error: 'Requis', children: input }),
    );
    expect(html).toBe(
      '<div class="field"><label for="zone-name">Nom</label>' +
        '<input id="zone-name" aria-invalid="true" aria-describedby="zone-name-error zone-name-hint"/>' +
        '<p id="zone-name-hint" class="hint">Visible</p>' +
        '<p id="zone-name-error" class="field__error">Requis</p></div>',
    );
  });

  it('leaves a quiet field without aria attributes, with its extra class', () => {
    const html = renderToStaticMarkup(
      createElement(FormField, { id: 'promo-percent', label: '%', className: 'field--narrow', children: input }),
    );
    expect(html).toBe(
      '<div class="field field--narrow"><label for="promo-percent">%</label><input id="promo-percent"/></div>',
    );
  });

  it('names the error by the id the server refusal uses, and passes the input its attributes', () => {
    const html = renderToStaticMarkup(
      createElement(TextField, {
        id: 'vat-uk-number',
        label: 'UK VAT',
        hint: 'GB…',
        error: 'Invalide',
        errorId: 'vat-uk_vat_number-error',
        value: 'GB1',
        onChange: () => undefined,
        input: { maxLength: 20 },
      }),
    );
    expect(html).toContain(
      '<input id="vat-uk-number" aria-invalid="true" aria-describedby="vat-uk_vat_number-error vat-uk-number-hint" maxLength="20" value="GB1"/>',
    );
    expect(html).toContain('<p id="vat-uk_vat_number-error" class="field__error">Invalide</p>');
  });
});

describe('Options', () => {
  it('words each value of a list as an option', () => {
    const html = renderToStaticMarkup(
      createElement(Options<'fr' | 'nl'>, { values: ['fr', 'nl'], labelOf: (v) => v.toUpperCase() }),
    );
    expect(html).toBe('<option value="fr">FR</option><option value="nl">NL</option>');
  });
});
