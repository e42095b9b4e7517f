// Settings → Testimonials: the home page's quotes, the owner's own (none until entered), each with its
// language and its source. Rows are added, edited, moved and removed here, then saved together (the API
// replaces the whole list); the save asks for a storefront rebuild, as every content setting does, and
// the header's publish state follows it.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getTestimonials, saveTestimonials, type Testimonial } from '../../api/testimonials.ts';
import { adminLanguage } from '../../i18n/admin-i18n.ts';
import { FormFooter } from '../../components/FormFooter.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Panel } from '../../components/Panel.tsx';
import { Empty } from '../../components/StateViews.tsx';
import { showToast } from '../../components/toast-store.ts';
import { useLoad } from '../useLoad.ts';
import { TestimonialEditor } from './TestimonialEditor.tsx';
import { emptyRow, missingFields, moved, toItems, toRows, type TestimonialRow } from './testimonial-list.ts';
import { LoadedView } from '../LoadedView.tsx';

function TestimonialsForm({ saved }: { saved: Testimonial[] }) {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<TestimonialRow[]>(() => toRows(saved));
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = (next: TestimonialRow) => setRows((list) => list.map((r) => (r.key === next.key ? next : r)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const empty = missingFields(rows);
    setMissing(empty);
    if (empty.size > 0) return setError(t('testimonials.error'));
    setSaving(true);
    setError(null);
    try {
      const answer = await saveTestimonials(toItems(rows));
      setRows(toRows(answer.items));
      showToast('success', t('testimonials.saved'));
    } catch {
      setError(t('testimonials.error'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate aria-busy={saving || undefined}>
      {rows.length === 0 ? (
        <Empty text={t('testimonials.empty')} />
      ) : (
        <ol className="testimonials-list" role="list">
          {rows.map((row, index) => (
            <TestimonialEditor
              key={row.key}
              row={row}
              number={index + 1}
              last={index === rows.length - 1}
              missing={missing}
              onChange={change}
              onMove={(by) => setRows((list) => moved(list, index, by))}
              onRemove={() => setRows((list) => list.filter((r) => r.key !== row.key))}
            />
          ))}
        </ol>
      )}
      <FormFooter
        error={error}
        saving={saving}
        busyLabel={t('testimonials.saving')}
        submitLabel={t('testimonials.save')}
      >
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => setRows((list) => [...list, emptyRow(adminLanguage(i18n.language))])}
        >
          <Icon name="plus" /> {t('testimonials.add')}
        </button>
      </FormFooter>
    </form>
  );
}

export function Testimonials() {
  const { t } = useTranslation();
  const list = useLoad(getTestimonials);
  return (
    <Panel
      id="testimonials-title"
      sectionId="testimonials"
      title={t('testimonials.title')}
      hint={t('testimonials.hint')}
    >
      <LoadedView loaded={list} errorText={t('testimonials.loadError')}>
        {(data) => <TestimonialsForm saved={data.items} />}
      </LoadedView>
    </Panel>
  );
}
