/** The first line of a text, cut to a length that fits a list row. */
export function excerpt(text: string, max = 90): string {
  const line = text.split('\n', 1)[0] ?? '';
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}
