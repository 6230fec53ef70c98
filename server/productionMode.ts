/**
 * React (the pages rendered here, the e-mails) reads NODE_ENV once, when first
 * loaded: unset, it runs its development build, several times slower, on every
 * page and e-mail. A served product is in production unless told otherwise (the
 * tests run with NODE_ENV=test, `npm run dev` is server/dev.ts). Imported first
 * by the entry points, before any module that loads React.
 */
process.env.NODE_ENV ??= 'production';
