// mocha's browser build: run for its effect, it sets the globals `mocha` and `Mocha` that
// @types/mocha describes.
declare module 'mocha/mocha.js';
