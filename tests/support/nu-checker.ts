// The Nu Html Checker (the W3C validator: npm `vnu-jar`, run with Java 17+) over HTML files: the
// built pages (valid-html.spec.ts) and the live DOM of pages after their scripts ran.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

export interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The checker's messages (JSON on stderr); it exits 1 when it found any, which is an answer, not a failure. */
export function checkHtml(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && 'code' in error && error.code === 'ENOENT')
          return reject(
            new Error(
              'The Nu Html Checker needs Java 17 or newer on PATH (Debian: apt-get install default-jre-headless)',
            ),
          );
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(
            new Error(`The Nu Html Checker did not answer in JSON: ${error?.message ?? ''}\n${stderr.slice(0, 2000)}`),
          );
        }
      },
    );
  });
}

/** Errors only (a fatal one too), each as "file:line: message". */
export function errorLines(messages: VnuMessage[], relativeTo: string): string[] {
  return messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal')
    .map((m) => `${path.relative(relativeTo, new URL(m.url).pathname)}:${m.lastLine ?? '?'}: ${m.message}`);
}
