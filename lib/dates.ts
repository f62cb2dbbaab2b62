/** §5 date format: dd.mm.yyyy, hh:mm with the suffix "Uhr". */
function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function formatDate(date: Date): string {
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

export function formatDateTime(date: Date): string {
  return `${formatDate(date)}, ${pad(date.getHours())}:${pad(date.getMinutes())} Uhr`;
}
