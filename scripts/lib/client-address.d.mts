import type { BlockList } from 'node:net';

export function parseTrustedProxies(value: string | undefined): BlockList;
export function resolveClientAddress(forwardedFor: string | undefined, socketAddress: string, trusted: BlockList): string;
export function installClientAddressHeader(trusted: BlockList): void;
