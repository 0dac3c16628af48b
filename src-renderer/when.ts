/**
 * When a save or a campaign was last written, the way the title, the saves and the
 * campaigns all say it: "today, 9:23 PM", "yesterday, 11:05 AM", "Nov 3, 8:00 PM", and the
 * year only when it is not this one. An unreadable date is shown as it was stored.
 */
export function savedWhen(iso: string, now: Date = new Date(), locale?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const time = d.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  const day = (x: Date) => new Date(x.getFullYear(), x.getMonth(), x.getDate()).getTime();
  const daysAgo = Math.round((day(now) - day(d)) / 86_400_000);
  if (daysAgo === 0) return `today, ${time}`;
  if (daysAgo === 1) return `yesterday, ${time}`;
  const date = d.toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    ...(d.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return `${date}, ${time}`;
}
