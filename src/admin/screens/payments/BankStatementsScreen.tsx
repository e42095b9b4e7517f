// /dashboard/bank-statements: upload the bank's CAMT.053 statement (with its progress), see which
// orders it paid and which credits need a decision; below, the earlier imports.
import { useCallback, useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import {
  listBankStatements,
  uploadBankStatement,
  type StatementImport,
  type StatementImportResult,
} from '../../api/bank-statements.ts';
import { codeKey, commonKey } from '../../api/failure-text.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Panel } from '../../components/Panel.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { Empty, ErrorBanner, Loading } from '../../components/StateViews.tsx';
import { formatDateTime } from '../../logic/format.ts';
import { useLoad } from '../useLoad.ts';
import { statementProblem } from '../../logic/file-checks.ts';
import { statementFileProblem } from '../../logic/statement-file-problem.ts';
import { AccountMismatchDialog, accountMismatchOf, type AccountMismatch } from './AccountMismatchDialog.tsx';
import { StatementEntries } from './StatementEntries.tsx';

const PER_PAGE = 10;

/** What the form says about a failed import: common words, the admin's words for what is wrong with the file, or the generic ones. */
function uploadError(caught: unknown, t: TFunction): string[] {
  const common = commonKey(caught);
  if (common) return [t(common)];
  const key = codeKey(caught);
  if (!key) return [t('bankStatements.errors.generic')];
  // where exactly the file is unreadable (line, element, value): the server's problem code, in the admin's words
  const problem = caught instanceof ApiError ? statementFileProblem(caught.details) : null;
  return problem ? [t(key), t(problem.key, problem.values)] : [t(key)];
}

/** The chosen file, its upload's progress (null when none is under way) and what went wrong. */
function useStatementUpload(onImported: (result: StatementImportResult) => void) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string[] | null>(null);
  // another account than the shop's: the owner decides
  const [mismatch, setMismatch] = useState<AccountMismatch | null>(null);

  const send = async (chosen: File, confirmAccount: boolean) => {
    setError(null);
    setProgress(0);
    try {
      onImported(await uploadBankStatement(chosen, setProgress, confirmAccount));
    } catch (caught) {
      const foreign = accountMismatchOf(caught);
      if (foreign) setMismatch(foreign);
      else setError(uploadError(caught, t));
    } finally {
      setProgress(null);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (progress !== null) return;
    if (!file) {
      setError([t('bankStatements.chooseFile')]);
      return;
    }
    await send(file, false);
  };
  const answerMismatch = (importAnyway: boolean) => {
    setMismatch(null);
    if (importAnyway && file) void send(file, true);
    else setError([t('bankImportChecks.notImported')]);
  };
  // checked at once (size, XML), before any upload: a 6.7 MB file is refused in the field, not after a minute at 61 %
  const choose = async (chosen: File | null) => {
    setError(null);
    const problem = chosen ? await statementProblem(chosen) : null;
    setFile(problem ? null : chosen);
    if (problem) setError([t(problem)]);
  };
  return { file, progress, error, submit, choose, mismatch, answerMismatch };
}

function UploadForm({ onImported }: { onImported: (result: StatementImportResult) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { file, progress, error, submit, choose, mismatch, answerMismatch } = useStatementUpload(onImported);
  return (
    <form className="panel stack" onSubmit={(e) => void submit(e)} noValidate aria-busy={progress !== null}>
      <div className="field">
        <label htmlFor={`${id}-file`}>{t('bankStatements.fileLabel')}</label>
        {/* the browser's own "Choose File" button speaks the browser's language: a styled label in the admin's instead */}
        <span className="file-picker file-picker--statement">
          <input
            id={`${id}-file`}
            type="file"
            className="file-picker__input"
            accept=".xml,application/xml,text/xml"
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => void choose(e.target.files?.[0] ?? null)}
          />
          <label htmlFor={`${id}-file`} className="btn btn--ghost file-picker__label" aria-hidden="true">
            <Icon name="bank" /> {t('statementPicker.choose')}
          </label>
          <span id={`${id}-chosen`} className="file-picker__name">
            {file ? file.name : t('statementPicker.none')}
          </span>
        </span>
        <p id={`${id}-hint`} className="hint">
          {t('bankStatements.fileHint')}
        </p>
        {error && (
          <div id={`${id}-error`} className="field__error" role="alert">
            {error.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
      </div>
      <div className="form-footer">
        {progress !== null && (
          <div className="upload" role="status">
            <progress className="progress" max={100} value={progress} aria-label={t('bankStatements.uploadProgress')} />
            <span>
              {progress < 100 ? t('bankStatements.uploading', { percent: progress }) : t('bankStatements.analysing')}
            </span>
          </div>
        )}
        <BusyButton
          type="submit"
          className="btn btn--primary"
          busy={progress !== null}
          busyLabel={t('bankStatements.importing')}
        >
          <Icon name="bank" /> {t('bankStatements.import')}
        </BusyButton>
      </div>
      <AccountMismatchDialog
        mismatch={mismatch}
        onConfirm={() => answerMismatch(true)}
        onCancel={() => answerMismatch(false)}
      />
    </form>
  );
}

function ImportOutcome({
  result,
  onApplied,
}: {
  result: StatementImportResult;
  onApplied: (next: StatementImport) => void;
}) {
  const { t, i18n } = useTranslation();
  const { counts, known_entries: known, imported_at: importedAt, entries } = result.import;
  return (
    <Panel id="import-result" title={t('bankStatements.resultTitle')}>
      <div role="status">
        <p>
          {result.already_imported
            ? t('bankStatements.alreadyImported', { date: formatDateTime(importedAt, i18n.language) })
            : t('bankStatements.imported', counts)}
        </p>
        {!result.already_imported && known > 0 && (
          <p className="muted">{t('bankStatements.knownEntries', { count: known })}</p>
        )}
      </div>
      <StatementEntries importId={result.import.id} entries={entries} onApplied={onApplied} />
    </Panel>
  );
}

function ImportRow({ item: loaded }: { item: StatementImport }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  // a line applied to an order here: the import as the server gave it back
  const [item, setItem] = useState(loaded);
  const detailsId = `import-${item.id}-entries`;
  return (
    <li className="panel stack">
      <div className="panel__head">
        <p>
          <span className="strong">{formatDateTime(item.imported_at, i18n.language)}</span>
          {item.file_name && <span className="muted"> · {item.file_name}</span>}
        </p>
        <p className="muted">{t('bankStatements.counts', item.counts)}</p>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('bankStatements.hideEntries') : t('bankStatements.showEntries')}
        </button>
      </div>
      <div id={detailsId} hidden={!open}>
        {open && <StatementEntries importId={item.id} entries={item.entries} onApplied={setItem} headingLevel={3} />}
      </div>
    </li>
  );
}

function History() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const imports = useLoad(useCallback(() => listBankStatements(page, PER_PAGE), [page]));
  let body;
  if (imports.loading && !imports.data) body = <Loading />;
  else if (imports.error || !imports.data)
    body = <ErrorBanner message={t('bankStatements.historyError')} onRetry={() => void imports.reload()} />;
  else if (imports.data.total === 0) body = <Empty text={t('bankStatements.historyEmpty')} />;
  else {
    body = (
      <>
        <ul className="stack">
          {imports.data.data.map((item) => (
            <ImportRow key={item.id} item={item} />
          ))}
        </ul>
        <Pagination page={page} perPage={PER_PAGE} total={imports.data.total} onPage={setPage} />
      </>
    );
  }
  return (
    <section className="stack" aria-labelledby="import-history">
      <h2 id="import-history" className="section-title">
        {t('bankStatements.historyTitle')}
      </h2>
      {body}
    </section>
  );
}

export function BankStatementsScreen() {
  const { t } = useTranslation();
  const [result, setResult] = useState<StatementImportResult | null>(null);
  const [version, setVersion] = useState(0);
  return (
    <div className="stack stack--loose">
      <p className="muted">{t('bankStatements.intro')}</p>
      <UploadForm
        onImported={(imported) => {
          setResult(imported);
          setVersion((v) => v + 1);
        }}
      />
      {result && (
        <ImportOutcome
          result={result}
          onApplied={(next) => {
            setResult({ ...result, import: next });
            setVersion((v) => v + 1);
          }}
        />
      )}
      {/* a new import starts the history again from its first page, where it now stands */}
      <History key={version} />
    </div>
  );
}
