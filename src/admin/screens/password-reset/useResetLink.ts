// The reset e-mail's link, checked once the screen opens (POST /api/password-reset/check): still good
// (with the account's e-mail and the token to confirm with), used or expired, or not checked because
// the server could not be reached (then the owner may try again).
import { useEffect, useState } from 'react';
import type { ErrorCode } from '../../../contract/errors.ts';
import { checkPasswordReset } from '../../api/auth.ts';
import { ApiError } from '../../api/api-error.ts';
import { errorKey } from '../../api/failure-text.ts';
import {
  forgetResetToken,
  problemOf,
  rememberResetToken,
  takeResetLink,
  type ResetLink,
  type ResetProblem,
} from '../../auth/reset-link.ts';

export type ResetStage =
  | { step: 'checking' }
  | { step: 'unreachable'; errorKey: string }
  | { step: 'dead'; problem: ResetProblem }
  | { step: 'ready'; email: string; token: string };

function stageOf(link: ResetLink | null): ResetStage {
  if (!link) return { step: 'dead', problem: 'invalid' };
  return 'problem' in link ? { step: 'dead', problem: link.problem } : { step: 'checking' };
}

/** The codes of a reset link that no longer works (/check or /confirm). */
const DEAD_LINK_CODES: readonly ErrorCode[] = ['invalid_reset_token', 'reset_token_expired', 'reset_token_used'];

/** The dead stage a refusal of /check or /confirm names by its code (the token is dropped), else null. */
export function deadStage(caught: unknown): ResetStage | null {
  if (!(caught instanceof ApiError) || !caught.code || !DEAD_LINK_CODES.includes(caught.code)) return null;
  forgetResetToken();
  return { step: 'dead', problem: problemOf(caught.code) };
}

export function useResetLink() {
  // read once: the token leaves the address bar at once
  const [link] = useState(takeResetLink);
  const [stage, setStage] = useState<ResetStage>(() => stageOf(link));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!link || !('token' in link)) return;
    let alive = true;
    checkPasswordReset(link.token)
      .then((result) => {
        if (!alive) return;
        // a Supabase token hash is spent by the check: what follows uses the recovery ticket it gave
        rememberResetToken(result.token);
        setStage({ step: 'ready', email: result.email, token: result.token });
      })
      .catch((caught: unknown) => {
        if (alive)
          setStage(deadStage(caught) ?? { step: 'unreachable', errorKey: errorKey(caught, 'auth.linkCheckError') });
      });
    return () => {
      alive = false;
    };
  }, [link, attempt]);

  const retry = () => {
    setStage({ step: 'checking' });
    setAttempt((n) => n + 1);
  };
  return { stage, setStage, retry };
}
