// An invoice's total in words, as Indian tax invoices write it: Indian numbering (thousand,
// lakh, crore), "Rupees … and … Paise Only".
//
// Why not a library: `to-words` (MIT, en-IN, currency) was tried first. Its en-IN currency
// form is "Twelve Thousand Three Hundred Forty Five Rupees And Fifty Paise Only" and "One
// Rupee Only": the unit after the number, no hyphen in "Forty-Five", a capital "And", and no
// option puts "Rupees" first or hyphenates (only a custom locale could, which is more code
// than this). Post-processing its words would be as long as the function below and fragile
// across its releases, so these thirty lines are ours.

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1..99: "Seven", "Nineteen", "Forty", "Forty-Five". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  const tens = TENS[Math.floor(n / 10)];
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
}

/** 1..999: "Three Hundred Forty-Five". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds > 0 ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * A whole number >= 1 in Indian numbering: crore (10^7), lakh (10^5), thousand, hundreds.
 * Above 99 crore the crores are themselves counted this way ("One Thousand Crore").
 */
function indianWords(n: number): string {
  const crore = Math.floor(n / 1_00_00_000);
  const lakh = Math.floor((n % 1_00_00_000) / 1_00_000);
  const thousand = Math.floor((n % 1_00_000) / 1_000);
  const rest = n % 1_000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${indianWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * An amount of integer paise in words: 1234550 → "Rupees Twelve Thousand Three Hundred
 * Forty-Five and Fifty Paise Only", 100 → "Rupees One Only", 0 → "Rupees Zero Only",
 * 201 → "Rupees Two and One Paisa Only" ("Rupees" leads as a label, as on a cheque).
 * Throws a RangeError for a negative, fractional or unsafe number.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`amountInWords: ${paise} is not a whole, non-negative number of paise`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWords = rupees === 0 ? 'Zero' : indianWords(rupees);
  const paiseWords = rest > 0 ? ` and ${belowHundred(rest)} ${rest === 1 ? 'Paisa' : 'Paise'}` : '';
  return `Rupees ${rupeeWords}${paiseWords} Only`;
}
