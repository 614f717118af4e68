/// <reference types="node" />
import type { Server } from 'node:http';

export const HOST: '127.0.0.1';
export function parsePortRange(text: string): { from: number; to: number };
export const PORT_RANGE: { from: number; to: number };
export function listenInRange(server: Server, range?: { from: number; to: number }): Promise<number>;
export function freePorts(count: number, range?: { from: number; to: number }): Promise<number[]>;
export function freePort(range?: { from: number; to: number }): Promise<number>;
export function closeServer(server: Server): Promise<void>;
export function startEdgeServer(
  assets: string,
  range?: { from: number; to: number },
): Promise<{ origin: string; stop(): Promise<void> }>;
export const COUNTRIES: Record<'SI' | 'US', { name: string; code: string }>;
export function createGeoStub(): {
  server: Server;
  setCountry(code: 'SI' | 'US'): void;
  count(): number;
  resetCount(): void;
};
