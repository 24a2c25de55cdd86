/** A translation of a catalog section: every key of the English one, each a string. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
