// kill -9 of the process that cancels a card-paid order, after the status change committed and while
// the provider's refund is under way: on restart the order is cancelled with its stock back and marked
// "refund needed", and the shopper still gets exactly one cancellation e-mail, the one the status
// change queued (held, then sent once its hold passed), saying the refund is under way.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getTranslator } from '../../../src/i18n/translate.ts';
import { plainSpaces } from '../../support/pdf-text.ts';

const CHILD = path.resolve(import.meta.dirname, '../../support/cancel-crash-child.ts');
const root = mkdtempSync(path.join(tmpdir(), 'cancel-crash-'));
const args = [path.join(root, 'pglite'), path.join(root, 'outbox')];

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs the child in `phase`; with `killOn`, SIGKILLs it when it prints that line. Resolves with its output. */
function run(phase: 'cancel' | 'send', killOn?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, ...args, phase], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (killOn && stdout.split('\n').includes(killOn)) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) =>
      (killOn ? signal === 'SIGKILL' : code === 0)
        ? resolve(stdout)
        : reject(new Error(`child ${code ?? signal}: ${stderr}`)),
    );
  });
}

interface Outcome {
  order: { status: string; refund_needed: boolean; stock: number };
  atRestart: { status: string; held: boolean; message_id: string }[];
  after: { status: string; held: boolean; message_id: string; text_body: string }[];
  sent: string[];
}

describe('kill -9 between a cancellation and its card refund', () => {
  it(
    'the shopper gets exactly one cancellation e-mail, saying the refund is under way',
    { timeout: 180_000 },
    async () => {
      const cancelled = await run('cancel', 'refund-asked');
      expect(cancelled).toMatch(/^order \d+$/m);
      expect(cancelled).not.toContain('refund-answered');

      const outcome = JSON.parse((await run('send')).trim().split('\n').pop()!) as Outcome;
      expect(outcome.order).toEqual({ status: 'cancelled', refund_needed: true, stock: 10 });
      // the status change's transaction had queued it, held: nobody released it before the crash
      expect(outcome.atRestart).toMatchObject([{ status: 'pending', held: true }]);
      const [email, ...more] = outcome.after;
      expect(more).toEqual([]);
      expect(email).toMatchObject({ status: 'sent', held: false, message_id: outcome.atRestart[0]!.message_id });
      expect(outcome.sent.filter((id) => id === email!.message_id)).toHaveLength(1);
      const underway = getTranslator('nl', ['email'])('cancelled.refundUnderway');
      expect(plainSpaces(email!.text_body)).toContain(plainSpaces(underway));
      expect(plainSpaces(email!.text_body)).toContain('€ 200,00');
    },
  );
});
