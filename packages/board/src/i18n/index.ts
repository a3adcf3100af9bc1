export { en } from './en.ts';
export { es } from './es.ts';
export {
  type LangElement,
  type LocaleSource,
  LocalizeController,
  MESSAGES,
  messagesFor,
  type ResolvedLocale,
  resolveLocale,
} from './localize.ts';
export {
  DEFAULT_LOCALE,
  type HoleRef,
  isLocale,
  LOCALES,
  type Locale,
  type Messages,
  matchLocale,
  type PreviewFacts,
  type Speed,
} from './messages.ts';
