/**
 * A family's words in quotation marks. Gangsters' nicknames come in double quotes (“Eager” Jim
 * Redio); inside the words' own marks they become single ones, as in print:
 * “‘Eager’ Jim Redio: the best of what I hold”.
 */
export const quoted = (words: string): string => `“${words.replace(/[“"]([^”"]*)[”"]/g, '‘$1’')}”`;
