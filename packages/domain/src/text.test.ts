import { describe, expect, it } from 'vitest';
import { clientInputSchema } from './clients.ts';
import { interactionInputSchema } from './communications.ts';
import { LINE_CONTROL_MESSAGE, lineText, multiLineText, TEXT_CONTROL_MESSAGE } from './text.ts';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('request text (ADR 010)', () => {
  it('refuses every control character in one line of text, after trimming the ends', () => {
    for (const bad of [
      'a\u0000b',
      'a\u0007b',
      'a\nb',
      'a\tb',
      'a\u001bb',
      'a\u007fb',
      'a\u0085b',
    ]) {
      expect(messages(lineText().safeParse(bad)), JSON.stringify(bad)).toEqual([
        LINE_CONTROL_MESSAGE,
      ]);
    }
    expect(lineText().parse('  Ana Lima\n')).toBe('Ana Lima');
    expect(lineText().parse('Ünïcödé — 東京 🚗')).toBe('Ünïcödé — 東京 🚗');
  });

  it('keeps line breaks and tabs in text that may span lines, and refuses the rest', () => {
    expect(multiLineText().parse('Line one\r\n\tLine two\nLine three')).toBe(
      'Line one\r\n\tLine two\nLine three',
    );
    for (const bad of ['a\u0000b', 'a\u0008b', 'a\u000bb', 'a\u000cb', 'a\u001fb', 'a\u009fb']) {
      expect(messages(multiLineText().safeParse(bad)), JSON.stringify(bad)).toEqual([
        TEXT_CONTROL_MESSAGE,
      ]);
    }
  });

  it('is the rule of the request schemas: the field with a NUL is named', () => {
    const client = clientInputSchema.safeParse({ name: 'Ana\u0000', phone: '555', notes: 'a\nb' });
    expect(client.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', LINE_CONTROL_MESSAGE],
    ]);
    const note = interactionInputSchema.safeParse({ type: 'note', content: 'Called\u0000' });
    expect(note.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['content']);
  });
});
