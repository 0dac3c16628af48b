/** A number as the table prints it: a true minus sign, "−3", never a hyphen, "-3". */
export const minus = (n: number): string => (n < 0 ? `\u2212${-n}` : String(n));

/** A change or a modifier, signed both ways: "+2", "−1", "+0". */
export const signed = (n: number): string => (n < 0 ? minus(n) : `+${n}`);
