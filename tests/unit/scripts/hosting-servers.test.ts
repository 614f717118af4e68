/// <reference types="node" />
import { expect, it } from 'vitest';
import { freePorts, parsePortRange, PORT_RANGE } from '../../../scripts/hosting/servers.ts';

it('reads BENCH_PORTS as from-to, and refuses anything else', () => {
  expect(parsePortRange('4280-4299')).toEqual({ from: 4280, to: 4299 });
  expect(() => parsePortRange('4299-4280')).toThrow('BENCH_PORTS');
  expect(() => parsePortRange('4280')).toThrow('BENCH_PORTS');
});

it('finds different free ports inside the range, for a server that opens them itself', async () => {
  const ports = await freePorts(2, PORT_RANGE);
  expect(new Set(ports).size).toBe(2);
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(PORT_RANGE.from);
    expect(port).toBeLessThanOrEqual(PORT_RANGE.to);
  }
});
