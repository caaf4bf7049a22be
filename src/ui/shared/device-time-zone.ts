/** The device's zone as last read, and when (ms since the epoch). */
let device: { zone: string; readAt: number } | null = null;
/** How long a reading of the device's zone holds: a phone that crossed a border reads its new zone within a minute. */
const DEVICE_ZONE_FOR_MS = 60_000;

/**
 * The time zone the rider's browser runs in (IANA name). Read again at most once a minute: resolving it builds a
 * date formatter (≈ 0.2 ms, several per render of a trips page).
 */
export function browserTimeZone(): string {
  const now = Date.now();
  if (!device || now - device.readAt > DEVICE_ZONE_FOR_MS || now < device.readAt)
    device = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone, readAt: now };
  return device.zone;
}
