// Product descriptions are lines such as "Fabric: Pure organza"; the text before the first
// colon is shown bold.
export type DescriptionLine = { lead: string | null; text: string };

export function descriptionLines(description: string): DescriptionLine[] {
  return description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      // A colon at the very start, or a URL's "https:", is not a lead-in.
      if (colon <= 0 || /^https?$/i.test(line.slice(0, colon))) return { lead: null, text: line };
      return { lead: line.slice(0, colon + 1), text: line.slice(colon + 1).trim() };
    });
}
