// The withdrawal function's island (src/pages/[...locale]/withdrawal.astro): identify the order, then
// review and confirm in a separate step, then the receipt. Each step's heading takes the focus so a
// screen reader hears where it is.
import { useEffect, useState } from 'react';
import type { WithdrawalCheck, WithdrawalReceipt } from '../contract/withdrawal.ts';
import type { Language } from '../domain/vocabulary/language.ts';
import { IdentifyStep } from './withdrawal/IdentifyStep.tsx';
import type { WithdrawalMessages } from './withdrawal/messages.ts';
import { DoneView, EndedView } from './withdrawal/OutcomeViews.tsx';
import { ReviewStep } from './withdrawal/ReviewStep.tsx';
import {
  checkOrder,
  confirmWithdrawal,
  prefilled,
  type Failure,
  type Identity,
  type IdentityField,
} from './withdrawal/withdrawal-request.ts';

interface Props {
  lang: Language;
  m: WithdrawalMessages;
  contactPath: string;
}

type Step = { at: 'identify' } | { at: 'review'; check: WithdrawalCheck } | { at: 'done'; receipt: WithdrawalReceipt };

function FailureNotice({ m, failure }: { m: WithdrawalMessages; failure: Failure | null }) {
  if (!failure || failure.kind === 'fields') return null;
  return (
    <div className="notice notice--error" role="alert">
      <p>{m.errors[failure.kind]}</p>
    </div>
  );
}

export default function Withdrawal({ lang, m, contactPath }: Props) {
  const [identity, setIdentity] = useState<Identity>(() => prefilled(window.location.search));
  const [step, setStep] = useState<Step>({ at: 'identify' });
  const [chosen, setChosen] = useState<number[]>([]);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.querySelector<HTMLElement>('.withdrawal-island h2[tabindex="-1"]')?.focus();
  }, [step]);
  const refused = failure?.kind === 'fields' ? failure.fields : [];

  const identify = async () => {
    setBusy(true);
    setFailure(null);
    const answer = await checkOrder(identity, lang);
    setBusy(false);
    if (!answer.ok) return setFailure(answer.failure);
    setChosen(answer.check.lines.map((l) => l.id));
    setStep({ at: 'review', check: answer.check });
  };
  const confirm = async (check: WithdrawalCheck) => {
    setBusy(true);
    setFailure(null);
    const lines = check.lines.filter((l) => chosen.includes(l.id)).map((l) => ({ id: l.id, quantity: l.quantity }));
    const answer = await confirmWithdrawal(identity, lang, lines);
    setBusy(false);
    if (answer.ok) setStep({ at: 'done', receipt: answer.receipt });
    else setFailure(answer.failure);
  };
  const back = () => {
    setFailure(null);
    setStep({ at: 'identify' });
  };

  return (
    <div className="withdrawal-island">
      <FailureNotice m={m} failure={failure} />
      {step.at === 'identify' && (
        <IdentifyStep
          m={m}
          values={identity}
          refused={refused.filter((f): f is IdentityField => f !== 'lines')}
          busy={busy}
          onChange={setIdentity}
          onSubmit={() => void identify()}
        />
      )}
      {step.at === 'review' && step.check.period.state === 'ended' && (
        <EndedView
          m={m}
          lang={lang}
          orderNumber={step.check.order_number}
          endsOn={step.check.period.ends_on}
          contactPath={contactPath}
          onBack={back}
        />
      )}
      {step.at === 'review' && step.check.period.state === 'open' && (
        <ReviewStep
          m={m}
          lang={lang}
          identity={identity}
          check={step.check}
          chosen={chosen}
          linesRefused={refused.includes('lines')}
          busy={busy}
          onChoose={setChosen}
          onConfirm={() => void confirm(step.check)}
          onBack={back}
        />
      )}
      {step.at === 'done' && <DoneView m={m} lang={lang} receipt={step.receipt} />}
    </div>
  );
}
