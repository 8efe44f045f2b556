import type { CheckoutLine } from '../types/checkout';

// Checkout problems beside the line they concern: from the line's own stock (the cart
// answers each line with its product's colours and stock) and from the order create's 409
// (`problems`, one message per line, naming the saree and its colour). A problem stays
// until the shopper changes that line (quantity, colour, removal) or the stock allows it.

export type LineProblem = {
  kind: 'sold-out' | 'colour-sold-out' | 'limited' | 'refused';
  message: string;
};

/** A refused line as the server answered it, for the line as it was then. */
export type RefusedLine = { key: string; quantity: number; message: string };

export const lineKey = (line: Pick<CheckoutLine, 'productId' | 'colorId'>): string =>
  `${line.productId}:${line.colorId ?? ''}`;

/** What the line's stock says, or null when it can be bought as it is (or nothing is known). */
export function stockProblem(line: CheckoutLine): LineProblem | null {
  const { available, productAvailable } = line;
  if (productAvailable === 0) return { kind: 'sold-out', message: 'This saree is sold out' };
  if (available === undefined || available === null) return null;
  if (available <= 0) {
    return line.colourTitle
      ? {
          kind: 'colour-sold-out',
          message: `Sold out in ${line.colourTitle}: choose another colour or remove it`,
        }
      : { kind: 'sold-out', message: 'This saree is sold out' };
  }
  if (line.quantity > available) {
    return {
      kind: 'limited',
      message: line.colourTitle
        ? `Only ${available} left in ${line.colourTitle}`
        : `Only ${available} left`,
    };
  }
  return null;
}

/**
 * Which line each of the server's problem messages is about: the line whose title the
 * message quotes (`"{title}"`), and among lines of one saree the one whose colour follows
 * (`"{title}" in {color}`). Messages that name no line are `unmatched`.
 */
export function refusedLines(
  lines: readonly CheckoutLine[],
  problems: readonly string[],
): { refused: RefusedLine[]; unmatched: string[] } {
  const refused: RefusedLine[] = [];
  const unmatched: string[] = [];
  for (const message of problems) {
    const candidates = lines.filter((line) => line.title && message.includes(`"${line.title}"`));
    const line =
      candidates.length === 1
        ? candidates[0]
        : (candidates.find(
            (candidate) =>
              candidate.colourTitle &&
              message.includes(`"${candidate.title}" in ${candidate.colourTitle} `),
          ) ?? candidates.find((candidate) => !candidate.colourTitle && !/" in /.test(message)));
    if (line) refused.push({ key: lineKey(line), quantity: line.quantity, message });
    else unmatched.push(message);
  }
  return { refused, unmatched };
}

/**
 * Each line's problem now: its stock's word first, else the server's refusal while the line
 * is as it was refused (same colour and quantity).
 */
export function lineProblems(
  lines: readonly CheckoutLine[],
  refused: readonly RefusedLine[],
): Map<string, LineProblem> {
  const problems = new Map<string, LineProblem>();
  for (const line of lines) {
    const key = lineKey(line);
    const fromStock = stockProblem(line);
    const fromServer = refused.find(
      (entry) => entry.key === key && entry.quantity === line.quantity,
    );
    if (fromStock) problems.set(key, fromStock);
    else if (fromServer) problems.set(key, { kind: 'refused', message: fromServer.message });
  }
  return problems;
}
