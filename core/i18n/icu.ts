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

/** The names of a message's arguments (plain, plural, number...), in order of first use. */
export function messageArguments(text: string): string[] {
  const names = new Set<string>();
  const walk = (elements: readonly MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      if (el.type === TYPE.tag) {
        walk(el.children);
        continue;
      }
      names.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(compileMessage(text, 'en').getAst());
  return [...names];
}

/** The arguments a message formats as numbers (plurals, `{x, number, ...}`): a text given for one is a mistake. */
export function numberArguments(message: IntlMessageFormat): Set<string> {
  const names = new Set<string>();
  const walk = (elements: readonly MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.number || el.type === TYPE.plural) names.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) walk(option.value);
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(message.getAst());
  return names;
}
