export * from './constants.js';
export * from './enums.js';
export * from './errors.js';
export * from './permissions.js';
export * from './contracts/fields.js';
export * from './contracts/user.js';
export * from './contracts/teams.js';
