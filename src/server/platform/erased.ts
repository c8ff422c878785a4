/**
 * What an erased personal field holds (retention, a request): the row and its counts stay, the value does not. Not
 * a name, a phone or an address to anything that reads the field, matching included.
 */
export const ERASED = '[erased]';
