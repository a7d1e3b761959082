import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows: pdfkit writes each content stream deflated, its strings as hex glyph
 * codes of Helvetica's WinAnsi encoding (one byte a character, split where kerning applies).
 */
export function pdfTextOf(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] as string, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      texts.push(
        [...(array[1] as string).matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1] as string, 'hex').toString('latin1'))
          .join(''),
      );
    }
  }
  return texts.join('\n');
}
