/** "Too many attempts. Try again in 3 minutes (at 14:05 UTC)." from a 429's Retry-After. */
export function retryText(seconds: number | undefined, now = new Date()): string {
  if (seconds === undefined) return 'Too many attempts. Wait a while, then try again.';
  const at = new Date(now.getTime() + seconds * 1000);
  const minutes = Math.ceil(seconds / 60);
  const time = at.toISOString().slice(11, 16);
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} (at ${time} UTC).`;
}
