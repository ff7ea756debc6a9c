/** The header of a 502 the proxy answers for a request cut by a dying process. */
export const CUT_HEADER: string;
/** Picks among `count` targets in turn, passing over those set aside until their time is up. */
export function createRoundRobin(
  count: number,
  options?: { setAsideMs?: number; now?: () => number },
): { pick(): number; setAside(index: number): void };
export type RoundRobinProxy = {
  port: number;
  stats: { served: number[]; cut: number; passedOver: number };
  close(): Promise<void>;
};
/** Starts the proxy on `port` (0: any free one) in front of `targets` (URLs). */
export function startRoundRobinProxy(options: {
  targets: string[];
  port?: number;
  setAsideMs?: number;
}): Promise<RoundRobinProxy>;
