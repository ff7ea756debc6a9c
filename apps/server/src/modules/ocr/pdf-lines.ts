/** A text item of pdf.js's text layer: its string and its transform (x at [4], baseline y at [5], in points). */
export type TextItem = { str: string; transform: number[] };

/** Items this far apart vertically (points) or less share a line. */
const SAME_LINE_POINTS = 2;

/**
 * Items grouped by baseline, top to bottom, each line left to right, in O(n log n): one sort by y (top first) then x,
 * and one pass that starts a line when an item is more than 2 points below the line's first item. (The grouping it
 * replaces looked each item's line up among all lines found: 200,000 lines took minutes, issue 21.)
 */
export function linesOfItems(items: TextItem[]): string {
  const placed = items
    .filter((item) => item.str.trim() !== '')
    .map((item) => ({ x: item.transform[4] ?? 0, y: item.transform[5] ?? 0, str: item.str.trim() }))
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: { y: number; parts: { x: number; str: string }[] }[] = [];
  for (const item of placed) {
    const line = lines.at(-1);
    if (line && line.y - item.y <= SAME_LINE_POINTS) line.parts.push(item);
    else lines.push({ y: item.y, parts: [item] });
  }
  // A line's parts came in by y first: put them back left to right (each item is in one line, O(n log n) in all).
  return lines
    .map((line) =>
      line.parts
        .sort((a, b) => a.x - b.x)
        .map((part) => part.str)
        .join(' '),
    )
    .join('\n');
}
