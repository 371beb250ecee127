/**
 * Sabor's Cloud Functions (Firebase Functions v2): the entry point, which only registers them.
 * Each Function is deployed, and called by the app and the emulator, under the name it is exported
 * as here: the callables and the img HTTP function, the Firestore triggers, and the schedules and
 * task queues. Their code lives by subject (orders/, money/, accounts/, stores/, notify/), with
 * what those share in lib/. Bundled with the app's src/domain into functions/lib by
 * scripts/build-functions.mjs; run locally by the Functions emulator that `npm start` and
 * `npm test` start (scripts/lib/emulators.mjs).
 */
export * from './callables';
export * from './triggers';
export * from './tasks';
