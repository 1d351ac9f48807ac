/** The current time in epoch milliseconds; tests pass their own to move time forward. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
