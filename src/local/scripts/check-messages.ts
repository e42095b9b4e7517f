// `npm run check:messages [folder]`: the shop's texts (src/i18n/messages by default) keep their rules
// (src/i18n/message-rules.ts). One line per problem naming file, language and key; exit code 1 if any.
import path from 'node:path';
import { checkMessageFiles, formatProblem, readMessageFiles } from '../../i18n/message-rules.ts';

const absolute = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', '..', 'i18n', 'messages'));
// Shown relative to the repository when inside it, the way an editor or a pull request names the file.
const relative = path.relative(process.cwd(), absolute);
const root = relative && !relative.startsWith('..') ? relative : absolute;
const files = readMessageFiles(root);
const problems = checkMessageFiles(files);
if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem, root));
  console.error(
    `\n${problems.length} problem(s) in the message files. Each line names the file, [language] and key to fix.`,
  );
  process.exit(1);
}
const counts = Object.entries(files).map(([lang, namespaces]) => `${lang} ${Object.keys(namespaces).length}`);
console.log(`Messages OK: ${root} (files: ${counts.join(', ')}).`);
