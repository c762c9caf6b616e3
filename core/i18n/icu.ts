import { IntlMessageFormat } from 'intl-messageformat';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The one message syntax of the app: ICU MessageFormat, for core's catalogs, the menu and the UI's (vue-i18n
 * compiles its messages with compileMessage too). Plurals: `{count, plural, one {# card} other {# cards}}`; chip
 * amounts: `{amount, number, chips}`, grouped the reader's way ("1,250,000", "1.250.000"; Spanish and Italian
 * leave four digits alone: "5000"). A plain `{name}` prints the value as given, so a number quoted from a file
 * stays as the file wrote it.
 */
export const FORMATS = { number: { chips: { maximumFractionDigits: 0 } } } as const;

/** Values a message takes: text, or numbers for plurals and number arguments. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A parsed message, ready to format (parse once, format often). Throws on a message that is not valid ICU. */
export function compileMessage(text: string, locale: string): IntlMessageFormat {
  // ignoreTag: a "<" is a "less than" in our texts ("clubs < diamonds"), never markup.
  return new IntlMessageFormat(text, locale, FORMATS, { ignoreTag: true });
}

/** A message ready to format, and the arguments it formats as numbers (a text given for one of them is a mistake). */
export interface MessageFormatter {
  format(values: MessageValues): string;
  readonly numbers: ReadonlySet<string>;
}

// Text and plain `{name}` arguments only: no plural, no number format, no quoting apostrophe (an apostrophe quotes
// only before another one, a brace or an angle bracket; "dealer's" is text).
const PLAIN_MESSAGE = /^(?:[^{}']|'(?![{}<>'])|\{\s*[A-Za-z_]\w*\s*\})*$/;
const PLAIN_ARGUMENT = /\{\s*([A-Za-z_]\w*)\s*\}/;

/**
 * A message ready to format (parse once, format often). Most texts are plain (words and `{name}` arguments): those
 * are filled in here, as intl-messageformat would fill them, without building a formatter: its first one sets up
 * the browser's locale data (tens of milliseconds), a cost the first screen should not pay for texts with no
 * number in them. Every other message goes through compileMessage. Throws on a message that is not valid ICU.
 */
export function messageFormatter(text: string, locale: string): MessageFormatter {
  if (isPlainMessage(text)) return plainFormatter(text);
  const format = compileMessage(text, locale);
  return { format: (values) => String(format.format(values)), numbers: numberArguments(format) };
}

/** Whether a message is words and plain `{name}` arguments only (filled in without intl-messageformat). */
export function isPlainMessage(text: string): boolean {
  return PLAIN_MESSAGE.test(text);
}

function plainFormatter(text: string): MessageFormatter {
  // Split on the arguments: text, name, text, name, ..., text.
  const parts = text.split(PLAIN_ARGUMENT);
  return {
    numbers: new Set(),
    format: (values) =>
      parts
        .map((part, i) => {
          if (i % 2 === 0) return part;
          if (!(values && part in values))
            throw new Error(`The intl string context variable "${part}" was not provided to the string "${text}"`);
          const value: unknown = values[part];
          return typeof value === 'string' || typeof value === 'number' ? String(value) : value ? String(value) : '';
        })
        .join(''),
  };
}

/** Every element of a message, nested ones (a plural's branches) included. */
function elements(list: readonly MessageFormatElement[]): MessageFormatElement[] {
  return list.flatMap((el) => {
    if (el.type === TYPE.plural || el.type === TYPE.select)
      return [el, ...Object.values(el.options).flatMap((option) => elements(option.value))];
    if (el.type === TYPE.tag) return [el, ...elements(el.children)];
    return [el];
  });
}

/** The names of a message's arguments (plain, plural, number...), in order of first use. */
export function messageArguments(text: string): string[] {
  const named = elements(compileMessage(text, 'en').getAst()).filter(
    (el) => el.type !== TYPE.literal && el.type !== TYPE.pound && el.type !== TYPE.tag,
  );
  return [...new Set(named.map((el) => el.value))];
}

/** The arguments a message formats as numbers (plurals, `{x, number, ...}`): a text given for one is a mistake. */
export function numberArguments(message: IntlMessageFormat): Set<string> {
  return new Set(elements(message.getAst()).flatMap((el) => (el.type === TYPE.number || el.type === TYPE.plural ? [el.value] : [])));
}
