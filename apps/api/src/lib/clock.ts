/** The time source of the application; tests inject a clock they can move. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}
