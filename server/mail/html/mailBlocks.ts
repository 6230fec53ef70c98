/**
 * The plain text of a queued mail read as the blocks its HTML version shows: paragraphs, « Label :
 * valeur » lines as a table, a link alone on its line (or after « … : ») as a button when
 * `isButtonLink` vouches for it (a visitor may have typed other links: they stay text), a code alone
 * on its line as a large code. The signature after `--` is dropped: the HTML footer shows the company's
 * details from the settings instead. A text typed by a person (`freeText`, a reply from staff) is read
 * as it was written: paragraphs only (« Oui : … » is a sentence, not a field), and the lines of a quoted
 * message (« > … ») as one quote.
 */
export type MailBlock =
  | { type: 'paragraph'; lines: string[] }
  | { type: 'fields'; rows: { label: string; value: string }[] }
  | { type: 'button'; label: string | undefined; url: string }
  | { type: 'code'; code: string }
  | { type: 'quote'; lines: string[] };

const quoteLine = /^>(?: (.*))?$/;

const linkLine = /^(?:(.{1,80}?) ?: )?(https?:\/\/\S+)$/;
// A label may end with a rate in brackets (« TVA (18 %) »), so the TVA line sits in the table with the other amounts.
const fieldLine = /^([A-Za-zÀ-ÿ'’ -]{1,30}(?: \([0-9.,]{1,6} %\))?) : (.+)$/;
const codeLine = /^\s*(\d{6})\s*$/;

function blockOfLine(line: string, isButtonLink: (url: string) => boolean): MailBlock {
  const link = linkLine.exec(line.trim());
  if (link && isButtonLink(link[2])) return { type: 'button', label: link[1], url: link[2] };
  const code = codeLine.exec(line);
  if (code) return { type: 'code', code: code[1] };
  const field = fieldLine.exec(line);
  if (field) return { type: 'fields', rows: [{ label: field[1], value: field[2] }] };
  return { type: 'paragraph', lines: [line] };
}

/** Consecutive lines of the same kind join one block; a blank line ends a paragraph. */
export function mailBlocks(text: string, isButtonLink: (url: string) => boolean, freeText = false): MailBlock[] {
  const signature = text.split('\n').findIndex((line) => line.trim() === '--');
  const lines = signature >= 0 ? text.split('\n').slice(0, signature) : text.split('\n');
  const blocks: MailBlock[] = [];
  let previousBlank = true;
  for (const line of lines) {
    const quoted = freeText ? quoteLine.exec(line) : null;
    if (quoted) {
      const last = blocks.at(-1);
      if (last?.type === 'quote') last.lines.push(quoted[1] ?? '');
      else blocks.push({ type: 'quote', lines: [quoted[1] ?? ''] });
      previousBlank = false;
      continue;
    }
    if (line.trim() === '') {
      previousBlank = true;
      continue;
    }
    const block: MailBlock = freeText ? { type: 'paragraph', lines: [line] } : blockOfLine(line, isButtonLink);
    const last = blocks.at(-1);
    if (block.type === 'fields' && last?.type === 'fields') last.rows.push(...block.rows);
    else if (block.type === 'paragraph' && last?.type === 'paragraph' && !previousBlank) last.lines.push(...block.lines);
    else blocks.push(block);
    previousBlank = false;
  }
  return blocks;
}
