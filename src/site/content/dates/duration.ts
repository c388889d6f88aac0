/** The `humanizeDuration` formatter: milliseconds as `m:ss` or `h:mm:ss`. */

export function humanizeDuration(ms: number): string {
  const total = Math.floor(Math.abs(ms) / 1000);
  const sign = ms < 0 ? '-' : '';
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  if (hours > 0) return `${sign}${hours}:${String(minutes).padStart(2, '0')}:${seconds}`;
  return `${sign}${minutes}:${seconds}`;
}
