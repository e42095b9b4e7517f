// The shop's three languages and its placeholder filler, for the tests that loop fr/en/nl and expect
// a message's words: one definition instead of a copy per test file.
export { LANGUAGES as LANGS, type Language as Lang } from '../../src/domain/vocabulary/language.ts';
export { interpolate as fill } from '../../src/i18n/interpolate.ts';
